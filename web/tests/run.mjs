// run.mjs: hitdemo's browser tests. Headless Chromium (Debian's, through
// puppeteer-core) loads the page from a static server on 127.0.0.1 that
// this script runs, moves the mouse and presses keys through the DevTools
// protocol, and reads the pixels that the page shows (page screenshots,
// decoded here) to check what a person would see:
//   - the base turns from blue to orange on a hit, and back;
//   - red hit-point dots appear where the outlines cross;
//   - exact edges: touching is a hit, one pixel or one ulp apart is not,
//     at device scale factors 1, 1.5 and 2 (the canvas is backed at device
//     pixels and the mouse maps to logical units as on the desktop);
//   - keys: help, cursor kind, base kind, zoom, HUD, distance, collision
//     map, Shift+F12 (the window's PNG is downloaded: its pixels are
//     checked), F12 (the figure, cropped to the shapes), Shift+Ctrl+E (the
//     view as SVG) and Ctrl+E (the SVG figure, cropped), Esc;
//   - the toolbar (one row with More ▾ at the page's size), the lesson
//     (checked with the page's `report lesson` text), touch (a pinch on the
//     cursor sizes it, elsewhere it zooms);
//   - shapes that move: the ray tool (V: the ray's colour, the hit dot, the
//     message), sweep mode (W: one fast move across a thin wall is a swept
//     hit, the swept region shaded, the HUD's words), the tunnelling lesson
//     (its run plays to the ghost at the time of impact; Y);
//   - cases given in the URL, and clear messages for bad ones;
//   - the browser window's size is followed; nothing is redrawn while
//     nothing changes;
//   - the page makes no request outside the local server.
// The page's `hitdemo` object (set by web.c after each drawn frame) is used
// to wait for a frame and is cross-checked with the pixels, never instead.
//
// usage: node run.mjs [BUILD_DIR]   (default ../../build-web)
// env:   HD_CHROMIUM (default /usr/bin/chromium), HD_WEB_TEST_FILTER (a
//        substring of the test names to run), HD_WEB_SHOTS=DIR (keep the
//        screenshot of each check there)
// Prints one line per test and `N passed, N failed` last; exits 1 on failure.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { decodePng } from './png.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// The lesson's steps, as many as assets/lessons holds (the page embeds them).
const LESSON_STEPS = fs.readdirSync(path.join(here, '..', '..', 'assets', 'lessons'))
    .filter((f) => f.endsWith('.lesson')).length;
const root = path.resolve(process.argv[2] || path.join(here, '..', '..', 'build-web'));
const chromium = process.env.HD_CHROMIUM || '/usr/bin/chromium';
const filter = process.env.HD_WEB_TEST_FILTER || '';
const shotsDir = process.env.HD_WEB_SHOTS || '';

for (const f of ['index.html', 'index.js', 'index.wasm'])
  if (!fs.existsSync(path.join(root, f))) {
    console.error(`web tests: ${path.join(root, f)} is missing (build the page first: ./run.sh web --build-only)`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

// ---- the static server ---------------------------------------------------
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
               '.png': 'image/png', '.data': 'application/octet-stream' };
const served = []; // every request the server answered: "GET /index.js 200"
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  const rel = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
  const file = path.join(root, path.normalize(rel));
  let status = 200;
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    status = 404;
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  } else {
    res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] || 'application/octet-stream',
                         'Cache-Control': 'no-store' });
    res.end(fs.readFileSync(file));
  }
  served.push(`${req.method} ${url.pathname} ${status}`);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ---- the browser ------------------------------------------------------------
let browser;
try {
  browser = await puppeteer.launch({
  executablePath: chromium,
  headless: true,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
         '--disable-background-networking', '--disable-component-update', '--disable-sync',
         '--disable-default-apps', '--no-first-run', '--no-default-browser-check',
         '--disable-features=Translate,OptimizationHints,MediaRouter,NetworkTimeServiceQuerying'],
  });
} catch (e) {
  console.error(`web tests: cannot start ${chromium}: ${e.message}`);
  server.close();
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const downloadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hitdemo-web-dl-'));
const browserCdp = await browser.target().createCDPSession();
await browserCdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloadDir });

const outside = []; // requests to anywhere but the local server (all aborted)
const pageErrors = [];

// Opens the page with `query` at a device scale factor; resolves once the
// first frame is drawn (or the page shows an error).
// Unless a test asks for them (`ui: true`, or toolbar= / hud= in its query),
// the toolbar and the HUD are off, so that the default base sits at the
// window's centre (they move it down, into the space they leave free) and
// the pixels checked are the shapes'.
// The browser's languages (navigator.languages) are en-US unless a test
// gives others (`languages`), whatever the machine's own locale.
async function open(query = '', { dsf = 1, w = 1280, h = 720, expectError = false, ui = false,
                                   languages = ['en-US'] } = {}) {
  if (!ui) {
    const add = [];
    if (!/[?&]toolbar=/.test(query)) add.push('toolbar=0');
    if (!/[?&]hud=/.test(query)) add.push('hud=0');
    if (add.length) query += (query.includes('?') ? '&' : '?') + add.join('&');
  }
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((langs) => {
    Object.defineProperty(Navigator.prototype, 'languages', { get: () => langs.slice(), configurable: true });
    Object.defineProperty(Navigator.prototype, 'language', { get: () => langs[0] || '', configurable: true });
  }, languages);
  await page.setViewport({ width: w, height: h, deviceScaleFactor: dsf });
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    const u = req.url();
    if (u.startsWith(origin + '/') || u.startsWith('data:') || u.startsWith('blob:')) req.continue();
    else { outside.push(u); req.abort('blockedbyclient'); }
  });
  page.on('pageerror', (e) => pageErrors.push(`${query}: ${e.message}`));
  await page.goto(`${origin}/index.html${query}`);
  await page.waitForFunction('window.hitdemo && (window.hitdemo.ready || window.hitdemo.error !== null)',
                            { timeout: 30000 });
  const t = new Tab(page, dsf, w, h);
  const st = await t.state();
  if (!expectError && st.error) throw new Error(`the page shows an error: ${st.error}`);
  return t;
}

class Tab {
  constructor(page, dsf, w, h) { Object.assign(this, { page, dsf, w, h }); }
  state() { return this.page.evaluate(() => JSON.parse(JSON.stringify(window.hitdemo))); }
  // Runs `action` and waits until the page has drawn a new frame.
  async act(what, action) {
    const before = (await this.state()).frames;
    await action();
    try {
      await this.page.waitForFunction((n) => window.hitdemo.frames > n, { timeout: 10000, polling: 'raf' }, before);
    } catch {
      throw new Error(`no frame was drawn after ${what}`);
    }
    return this.state();
  }
  move(x, y) { return this.act(`moving the mouse to ${x},${y}`, () => this.page.mouse.move(x, y)); }
  key(k) { return this.act(`pressing ${k}`, () => this.page.keyboard.press(k)); }
  // The page as shown, at device pixels.
  async shot(name) {
    const buf = await this.page.screenshot({ type: 'png' });
    if (shotsDir) fs.writeFileSync(path.join(shotsDir, `${name}.png`), buf);
    const img = decodePng(buf);
    const ew = Math.round(this.w * this.dsf), eh = Math.round(this.h * this.dsf);
    if (img.width !== ew || img.height !== eh)
      throw new Error(`screenshot is ${img.width}x${img.height}, expected ${ew}x${eh} (device pixels)`);
    return new Pixels(img, this.dsf);
  }
  close() { return this.page.close(); }
}

// Pixels of a screenshot addressed in CSS pixels: (x, y) is the device
// pixel at the centre of CSS pixel (x, y).
class Pixels {
  constructor(img, scale) { Object.assign(this, { img, scale }); }
  at(x, y) {
    const dx = Math.floor((x + 0.5) * this.scale), dy = Math.floor((y + 0.5) * this.scale);
    const o = (dy * this.img.width + dx) * 4, p = this.img.rgba;
    return [p[o], p[o + 1], p[o + 2]];
  }
  kind(x, y) { return classify(this.at(x, y)); }
  // Device pixels of a CSS rectangle within `tol` of colour `rgb` in every channel.
  near(x0, y0, x1, y1, rgb, tol) {
    let n = 0;
    const s = this.scale, p = this.img.rgba;
    for (let dy = Math.max(0, Math.floor(y0 * s)); dy < Math.min(this.img.height, Math.ceil(y1 * s)); dy++)
      for (let dx = Math.max(0, Math.floor(x0 * s)); dx < Math.min(this.img.width, Math.ceil(x1 * s)); dx++) {
        const o = (dy * this.img.width + dx) * 4;
        if (Math.abs(p[o] - rgb[0]) <= tol && Math.abs(p[o + 1] - rgb[1]) <= tol && Math.abs(p[o + 2] - rgb[2]) <= tol) n++;
      }
    return n;
  }
  // Counts of each kind over the device pixels of a CSS rectangle.
  count(x0, y0, x1, y1) {
    const n = {};
    const s = this.scale;
    for (let dy = Math.floor(y0 * s); dy < Math.ceil(y1 * s); dy++)
      for (let dx = Math.floor(x0 * s); dx < Math.ceil(x1 * s); dx++) {
        const o = (dy * this.img.width + dx) * 4, p = this.img.rgba;
        const k = classify([p[o], p[o + 1], p[o + 2]]);
        n[k] = (n[k] || 0) + 1;
      }
    return n;
  }
}

// The colours of docs/app.md, as drawn over the white background.
function classify([r, g, b]) {
  if (r > 235 && g > 235 && b > 235) return 'white';
  if (b > 190 && r < 90 && g > 120 && g < 200) return 'blue';       // base #0095d9 at alpha 0xE0
  if (r > 220 && g > 150 && g < 215 && b < 140) return 'orange';    // base while hit #f6ad49
  if (r > 200 && g < 80 && b < 80) return 'red';                    // hit points
  if (r < 90 && g > 100 && g < 170 && b < 110 && g > r + 40) return 'green'; // D: #1a7f37
  if (Math.abs(r - g) < 14 && Math.abs(g - b) < 14) return r < 80 ? 'dark' : r < 235 ? 'grey' : 'white';
  return 'other';
}

// Colours of src/demo/draw/palette.h that the classes above do not tell
// apart, read from its table's light row (the page's default theme), so
// that a theme change there is followed here: X(NAME, (r, g, b, a), ...).
const PALETTE = fs.readFileSync(path.join(here, '..', '..', 'src', 'demo', 'draw', 'palette.h'), 'utf8');
function lightColour(name) {
  const m = PALETTE.match(new RegExp(`X\\(${name},\\s*\\(\\s*(0x[0-9a-fA-F]+),\\s*(0x[0-9a-fA-F]+),\\s*(0x[0-9a-fA-F]+),\\s*(0x[0-9a-fA-F]+)\\)`));
  if (!m) throw new Error(`web tests: no light row for ${name} in src/demo/draw/palette.h`);
  return m.slice(1, 5).map((v) => parseInt(v, 16));
}
const RAY = lightColour('RAY').slice(0, 3);     // HD_COL_RAY: the ray tool's ray
const GHOST = lightColour('GHOST').slice(0, 3); // HD_COL_GHOST: the cursor at the time of impact (outline, contact dot)
// HD_COL_SWEPT at its alpha over the background HD_COL_BG (white).
const SWEPT = (() => {
  const [sw, bg] = [lightColour('SWEPT'), lightColour('BG')];
  return [0, 1, 2].map((i) => Math.round(bg[i] + (sw[i] - bg[i]) * sw[3] / 255));
})();

// ---- the test list --------------------------------------------------------------
const tests = [];
const test = (name, fn) => tests.push({ name, fn });
function expect(cond, msg) { if (!cond) throw new Error(msg); }
function expectKind(px, x, y, want, what) {
  const got = px.kind(x, y);
  expect(got === want, `${what}: pixel at ${x},${y} is ${got} (${px.at(x, y).join(',')}), expected ${want}`);
}

// Default page: base circle:640,360,100, cursor circle r 20 (the desktop's defaults).
for (const dsf of [1, 1.5, 2]) {
  test(`ratio ${dsf}: the canvas is backed at device pixels, sized in CSS pixels`, async () => {
    const t = await open('', { dsf });
    try {
      const st = await t.state();
      const c = await t.page.evaluate(() => {
        const e = document.getElementById('canvas'), r = e.getBoundingClientRect();
        return { w: e.width, h: e.height, cw: r.width, ch: r.height, dpr: window.devicePixelRatio };
      });
      expect(c.dpr === dsf, `devicePixelRatio ${c.dpr}`);
      expect(c.w === 1280 * dsf && c.h === 720 * dsf, `canvas backing ${c.w}x${c.h}, expected ${1280 * dsf}x${720 * dsf}`);
      expect(c.cw === 1280 && c.ch === 720, `canvas CSS size ${c.cw}x${c.ch}, expected 1280x720`);
      expect(st.drawW === c.w && st.drawH === c.h && st.winW === 1280 && st.winH === 720,
             `the program sees drawable ${st.drawW}x${st.drawH}, window ${st.winW}x${st.winH}`);
      // Crisp at device pixels: the base's edge goes from blue to white
      // within two device pixels along a row through its centre.
      const px = await t.shot(`crisp-${dsf}`);
      const y = Math.floor(360.5 * dsf), row = [];
      for (let dx = Math.floor(735 * dsf); dx < Math.ceil(745 * dsf); dx++) {
        const o = (y * px.img.width + dx) * 4;
        row.push(classify([px.img.rgba[o], px.img.rgba[o + 1], px.img.rgba[o + 2]]));
      }
      const firstWhite = row.indexOf('white'), lastBlue = row.lastIndexOf('blue');
      expect(lastBlue >= 0 && firstWhite > lastBlue && firstWhite - lastBlue <= 2,
             `edge of the base not sharp at device pixels: ${row.join(' ')}`);
    } finally { await t.close(); }
  });

  test(`ratio ${dsf}: the base turns orange on a hit and blue again after`, async () => {
    const t = await open('', { dsf });
    try {
      let st = await t.move(1000, 600);
      expect(!st.collide, 'the program says collide with the cursor far away');
      let px = await t.shot(`recolour-apart-${dsf}`);
      expectKind(px, 600, 360, 'blue', 'cursor far away');
      expectKind(px, 1000, 600, 'grey', 'the cursor at the mouse');
      st = await t.move(660, 380);
      expect(st.collide, 'the program says no collide with the cursor inside the base');
      px = await t.shot(`recolour-hit-${dsf}`);
      expectKind(px, 600, 360, 'orange', 'cursor inside the base');
      expectKind(px, 680, 330, 'orange', 'cursor inside the base');
      st = await t.move(1000, 600);
      px = await t.shot(`recolour-after-${dsf}`);
      expectKind(px, 600, 360, 'blue', 'cursor moved away again');
      expect(!st.collide, 'the program still says collide');
    } finally { await t.close(); }
  });

  test(`ratio ${dsf}: red hit-point dots where the outlines cross`, async () => {
    const t = await open('', { dsf });
    try {
      // circle r 100 at 640,360 and circle r 20 at 740,360 cross at
      // x = 738, y = 360 +- sqrt(396) (= 19.9).
      await t.move(1000, 600);
      let px = await t.shot(`dots-none-${dsf}`);
      const around = (p, y) => p.count(733, y - 5, 743, y + 5).red || 0;
      expect(around(px, 340) === 0 && around(px, 380) === 0, 'red pixels before any hit');
      const st = await t.move(740, 360);
      expect(st.hits === 2, `the program counts ${st.hits} hit points, expected 2`);
      px = await t.shot(`dots-two-${dsf}`);
      const a = around(px, 340.1), b = around(px, 379.9);
      expect(a >= 4 * dsf * dsf && b >= 4 * dsf * dsf, `red dot pixels: ${a} near 738,340 and ${b} near 738,380`);
      expect((px.count(700, 350, 720, 370).red || 0) === 0, 'red pixels away from the hit points');
    } finally { await t.close(); }
  });

  test(`ratio ${dsf}: exact edges with the mouse: touching hits, one pixel apart misses`, async () => {
    const t = await open('', { dsf });
    try {
      // circle r 100 at 640,360; cursor circle r 20: centres 120 apart touch.
      const cases = [[760, 360, true], [761, 360, false], [640, 480, true], [640, 481, false],
                     [520, 360, true], [519, 360, false], [640, 240, true], [640, 239, false]];
      for (const [x, y, hit] of cases) {
        await t.move(1000, 600); // away first, so that every case draws a frame
        const st = await t.move(x, y);
        const px = await t.shot(`edge-${dsf}-${x}-${y}`);
        const want = hit ? 'orange' : 'blue';
        expectKind(px, 640, 360, want, `mouse at ${x},${y} (${hit ? 'touching' : 'one pixel apart'})`);
        expect(st.collide === hit, `mouse at ${x},${y}: the program says collide ${st.collide}`);
        if (hit) expect(st.hits === 1, `mouse at ${x},${y}: ${st.hits} hit points, expected 1 (the tangent point)`);
      }
    } finally { await t.close(); }
  });

  test(`ratio ${dsf}: exact edges to the ulp: scenes 03 (tangent) and 04 (one ulp clear) from the URL`, async () => {
    for (const [scene, hit] of [['03', true], ['04', false], ['05', true], ['06', false]]) {
      const t = await open(`?scene=${scene}`, { dsf });
      try {
        const st = await t.state();
        const px = await t.shot(`scene-${scene}-${dsf}`);
        const n = px.count(0, 120, 1280, 720); // below the HUD
        if (hit) expect((n.orange || 0) > 1000 && !n.blue, `scene ${scene}: ${n.orange || 0} orange, ${n.blue || 0} blue pixels; expected the base orange`);
        else expect((n.blue || 0) > 1000 && !n.orange, `scene ${scene}: ${n.orange || 0} orange, ${n.blue || 0} blue pixels; expected the base blue`);
        expect(st.collide === hit, `scene ${scene}: the program says collide ${st.collide}`);
      } finally { await t.close(); }
    }
  });
}

test('keys: F1 shows and hides the help, Tab changes the cursor kind, 3 the base kind', async () => {
  const t = await open('');
  try {
    await t.move(1000, 600);
    let px = await t.shot('keys-start');
    const helpArea = (p) => p.count(300, 150, 980, 600).dark || 0;
    const before = helpArea(px);
    await t.key('F1');
    px = await t.shot('keys-help');
    expect(helpArea(px) > before + 2000, `help: ${helpArea(px)} dark (text) pixels in the middle, ${before} before`);
    await t.key('F1');
    px = await t.shot('keys-help-off');
    expect(helpArea(px) === before, `help off: ${helpArea(px)} dark pixels, ${before} before`);
    // circle r 20 -> rect 40x40: the corner region of the rect is covered.
    expectKind(px, 1017, 617, 'white', 'circle cursor, outside its radius');
    let st = await t.key('Tab');
    px = await t.shot('keys-tab');
    expectKind(px, 1017, 617, 'grey', 'rect cursor corner after Tab');
    expect(/rect/.test(st.pair), `after Tab the pair is ${st.pair}`);
    // 3: the rect base 400x200 centred: its corner region, outside r 100.
    expectKind(px, 820, 450, 'white', 'circle base, outside its radius');
    st = await t.key('3');
    px = await t.shot('keys-rect-base');
    expectKind(px, 820, 450, 'blue', 'rect base corner after 3');
    expect(/^rect vs rect/.test(st.pair), `after 3 the pair is ${st.pair}`);
    // 1: a point base; 2: the circle again.
    st = await t.key('1');
    expect(/^point vs rect/.test(st.pair), `after 1 the pair is ${st.pair}`);
    px = await t.shot('keys-point-base');
    expectKind(px, 820, 450, 'white', 'point base');
    st = await t.key('2');
    px = await t.shot('keys-circle-base');
    expectKind(px, 600, 360, 'blue', 'circle base after 2');
    expect(/^circle vs rect/.test(st.pair), `after 2 the pair is ${st.pair}`);
  } finally { await t.close(); }
});

for (const dsf of [1, 2]) {
  test(`ratio ${dsf}: keys: + zooms about the mouse, 0 back to zoom 1`, async () => {
    const t = await open('', { dsf });
    try {
      await t.move(1000, 600);
      let px = await t.shot(`zoom-1-${dsf}`);
      // Zoom 1.25 about 1000,600: the base's centre goes to 550,300, its radius to 125.
      expectKind(px, 450, 300, 'white', 'zoom 1');
      expectKind(px, 550, 300, 'white', 'zoom 1');
      await t.key('Equal');
      px = await t.shot(`zoom-125-${dsf}`);
      expectKind(px, 450, 300, 'blue', 'zoom 1.25, 100 from the new centre');
      expectKind(px, 550, 300, 'blue', 'zoom 1.25, the new centre');
      expectKind(px, 550, 430, 'white', 'zoom 1.25, 130 from the new centre');
      await t.key('Digit0');
      px = await t.shot(`zoom-back-${dsf}`);
      expectKind(px, 450, 300, 'white', 'zoom 1 again');
      expectKind(px, 640, 360, 'blue', 'zoom 1 again');
    } finally { await t.close(); }
  });
}

test('keys: H hides the HUD, D shows the distance, M the collision map', async () => {
  // the HUD on, the base pinned at the centre (a default base would sit below the HUD)
  const t = await open('?hud=1&base=circle:640,360,100');
  try {
    await t.move(1000, 600);
    let px = await t.shot('hud-on');
    const hudDark = (p) => p.count(0, 0, 300, 30).dark || 0;
    expect(hudDark(px) > 200, `HUD: ${hudDark(px)} dark text pixels at the top left`);
    await t.key('KeyH');
    px = await t.shot('hud-off');
    expect(hudDark(px) === 0, `HUD hidden: ${hudDark(px)} dark pixels at the top left`);
    // D: the closest points joined by a green line between base and cursor.
    const green = (p) => p.count(700, 380, 990, 600).green || 0;
    expect(green(px) === 0, 'green pixels before D');
    await t.key('KeyD');
    px = await t.shot('distance');
    expect(green(px) > 30, `D: ${green(px)} green pixels between base and cursor`);
    await t.key('KeyD');
    // M: the map shades every mouse position where the cursor would hit:
    // within 120 of the base's centre (r 100 + r 20).
    expectKind(px, 750, 360, 'white', 'before M, 110 from the centre');
    await t.key('KeyM');
    let shaded = false;
    for (let i = 0; i < 50 && !shaded; i++) { // the map fills in over a few frames
      px = await t.shot('map');
      shaded = px.kind(750, 360) === 'grey' && px.kind(640, 245) === 'grey';
      if (!shaded) await new Promise((r) => setTimeout(r, 100));
    }
    expect(shaded, `M: 750,360 is ${px.kind(750, 360)} and 640,245 is ${px.kind(640, 245)}, expected grey (the map)`);
    expectKind(px, 765, 360, 'white', 'M: 125 from the centre (the cursor would miss)');
  } finally { await t.close(); }
});

// The text lines of an SVG figure: each <text> element's text (a line,
// its runs in <tspan>s or not).
function svgLines(svg) {
  return (svg.match(/<text [^>]*>[\s\S]*?<\/text>/g) || []).map((x) => x.replace(/<[^>]*>/g, ''));
}

// Presses a key with modifiers held (F12 with Shift, E with Control ...).
async function chord(t, mods, key) {
  for (const m of mods) await t.page.keyboard.down(m);
  await t.page.keyboard.press(key);
  for (const m of [...mods].reverse()) await t.page.keyboard.up(m);
}

// Waits for the page's n-th download and returns its bytes, from the
// browser's download folder.
async function downloadedBytes(t, n, name, mime) {
  await t.page.waitForFunction((k) => window.hitdemo.downloads.length > k, { timeout: 10000 }, n);
  const dl = (await t.state()).downloads[n];
  expect(dl.name === name && dl.mime === mime, `download ${JSON.stringify(dl)}, expected ${name} (${mime})`);
  const file = path.join(downloadDir, dl.name);
  for (let i = 0; i < 100 && !(fs.existsSync(file) && fs.statSync(file).size === dl.size); i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(fs.existsSync(file), `no ${dl.name} in the download folder`);
  return fs.readFileSync(file);
}
const downloaded = async (t, n, name, mime) => (await downloadedBytes(t, n, name, mime)).toString('utf8');

// F12 and Shift+F12 reads the frame they draw and show it again: no new
// frame to wait for. Shift+F12 is the whole window (the drawable, at device
// pixels); F12 the figure: the shapes alone, cropped to them with a margin.
test('keys: Shift+F12 downloads a PNG of the canvas (device pixels) with the same pixels; F12 the cropped figure', async () => {
  const t = await open('', { dsf: 1.5 });
  try {
    await t.move(700, 360); // inside: orange
    const px = await t.shot('f12');
    await chord(t, ['Shift'], 'F12');
    let png = decodePng(await downloadedBytes(t, 0, 'hitdemo-000.png', 'image/png'));
    expect(png.width === 1920 && png.height === 1080, `Shift+F12: the PNG is ${png.width}x${png.height}, expected 1920x1080`);
    let saved = new Pixels(png, 1.5);
    for (const [x, y] of [[600, 360], [700, 360], [1000, 600], [640, 200]])
      expect(saved.kind(x, y) === px.kind(x, y),
             `Shift+F12: PNG pixel at ${x},${y} is ${saved.kind(x, y)}, the page shows ${px.kind(x, y)}`);
    expectKind(saved, 600, 360, 'orange', 'the PNG');
    // F12: the base (r 100 at 640,360) and the cursor (r 20 at 700,360)
    // span 540..740 x 260..460 CSS pixels, 300x300 device pixels, and the
    // figure adds the same margin on each side (16 points: 24 device pixels).
    await t.page.keyboard.press('F12');
    png = decodePng(await downloadedBytes(t, 1, 'hitdemo-001.png', 'image/png'));
    expect(png.width < 1920 && png.height < 1080, `F12: the figure is ${png.width}x${png.height}, not cropped`);
    for (const [side, got] of [['wide', png.width], ['high', png.height]])
      expect(Math.abs(got - (300 + 48)) <= 4, `F12: the figure is ${got} pixels ${side}, expected about 300 + 2 x 24 (the shapes and the margin)`);
    // the figure's pixels are the page's, shifted by the crop (its margin
    // taken equal on both sides)
    const ox = 540 * 1.5 - (png.width - 300) / 2, oy = 260 * 1.5 - (png.height - 300) / 2;
    const fig = (x, y) => {
      const dx = Math.floor((x + 0.5) * 1.5 - ox), dy = Math.floor((y + 0.5) * 1.5 - oy);
      const o = (dy * png.width + dx) * 4;
      return classify([png.rgba[o], png.rgba[o + 1], png.rgba[o + 2]]);
    };
    for (const [x, y] of [[600, 360], [640, 280], [700, 360], [640, 440], [550, 270], [730, 450]])
      expect(fig(x, y) === px.kind(x, y), `F12: the figure's pixel for ${x},${y} is ${fig(x, y)}, the page shows ${px.kind(x, y)}`);
    expect(fig(600, 360) === 'orange' && fig(550, 270) === 'white', 'F12: the figure is not the orange base on white');
    // every edge of the figure is the background (the margin)
    for (const [x, y] of [[0, 0], [png.width - 1, 0], [0, png.height - 1], [png.width - 1, png.height - 1],
                          [png.width >> 1, 0], [0, png.height >> 1], [png.width - 1, png.height >> 1], [png.width >> 1, png.height - 1]]) {
      const o = (y * png.width + x) * 4;
      expect(classify([png.rgba[o], png.rgba[o + 1], png.rgba[o + 2]]) === 'white', `F12: the figure's pixel ${x},${y} is not the white margin`);
    }
  } finally { await t.close(); }
});

// Shift+Ctrl+E: the whole view as SVG (the drawable's size, the HUD as
// text); Ctrl+E: the figure, cropped to the shapes as F12's PNG is.
test('keys: Shift+Ctrl+E downloads the view as SVG (device pixels, the HUD as text); Ctrl+E the cropped figure', async () => {
  const t = await open('?hud=1&base=circle:640,360,100', { dsf: 1.5 }); // the HUD on, the base pinned at the centre
  try {
    await t.move(700, 360); // inside: orange
    const isSvg = (svg) => /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /.test(svg) && /<\/svg>\n$/.test(svg);
    const textLines = (svg) => svgLines(svg).filter((l) => l.trim());
    await chord(t, ['Shift', 'Control'], 'KeyE');
    let svg = await downloaded(t, 0, 'hitdemo-000.svg', 'image/svg+xml');
    expect(isSvg(svg), `Shift+Ctrl+E: not an SVG document: ${svg.slice(0, 200)}`);
    expect(svg.includes('width="1920" height="1080" viewBox="0 0 1920 1080"'), `Shift+Ctrl+E: not the drawable's size: ${svg.slice(0, 300)}`);
    expect(/fill="#f6ad49" fill-opacity="0.8784"/.test(svg), 'Shift+Ctrl+E: no orange (colliding) base in the view');
    const hudLines = textLines(svg).length;
    expect(hudLines >= 3, `Shift+Ctrl+E: ${hudLines} lines of text in the view, expected the HUD's`);
    // the figure: the shapes' 540..740 x 260..460 CSS pixels (810..1110 x
    // 390..690 device pixels) and a margin of 24 device pixels round them
    await chord(t, ['Control'], 'KeyE');
    svg = await downloaded(t, 1, 'hitdemo-001.svg', 'image/svg+xml');
    expect(isSvg(svg), `Ctrl+E: not an SVG document: ${svg.slice(0, 200)}`);
    const m = svg.match(/width="(\d+)" height="(\d+)" viewBox="(-?\d+) (-?\d+) (\d+) (\d+)"/);
    expect(m, `Ctrl+E: no size in ${svg.slice(0, 300)}`);
    const [w, h, x0, y0, vw, vh] = m.slice(1).map(Number);
    expect(w === vw && h === vh, `Ctrl+E: ${w}x${h} with a view box ${vw}x${vh}`);
    expect(Math.abs(w - 348) <= 4 && Math.abs(h - 348) <= 4 && Math.abs(x0 - 786) <= 4 && Math.abs(y0 - 366) <= 4,
           `Ctrl+E: the figure is ${w}x${h} at ${x0},${y0}, expected about 348x348 at 786,366 (the shapes and the margin)`);
    expect(/fill="#f6ad49" fill-opacity="0.8784"/.test(svg), 'Ctrl+E: no orange (colliding) base in the figure');
    expect(textLines(svg).length < hudLines, `Ctrl+E: ${textLines(svg).length} lines of text in the figure, as many as the HUD's ${hudLines}`);
  } finally { await t.close(); }
});

test('keys: PgDn steps through the bundled scenes; Ctrl+S downloads the screen as a scene file', async () => {
  const t = await open('');
  try {
    await t.move(1000, 600);
    let st = await t.key('PageDown');
    let px = await t.shot('pgdn-01');
    const bottomText = (p) => p.count(0, 700, 1280, 720).dark || 0;
    expect(st.collide && /^rect vs circle/.test(st.pair), `scene 01: ${st.pair}, collide ${st.collide}`);
    expect((px.count(0, 120, 1280, 690).orange || 0) > 1000, 'scene 01 (tangent): the base is not orange');
    expect(bottomText(px) > 100, `scene 01: ${bottomText(px)} dark pixels of its description at the bottom`);
    st = await t.key('PageDown');
    px = await t.shot('pgdn-02');
    const n = px.count(0, 120, 1280, 690);
    expect(!st.collide && (n.blue || 0) > 1000 && !n.orange, `scene 02 (one ulp clear): ${JSON.stringify(n)}`);
    await t.page.keyboard.down('Control');
    await t.page.keyboard.press('KeyS');
    await t.page.keyboard.up('Control');
    const text = await downloaded(t, 0, 'hitdemo-scene-000.scene', 'text/plain');
    expect(/^base: rect:0,0,100,50$/m.test(text) && /^expect: clear$/m.test(text) && /^cursor: circle:5$/m.test(text),
           `the saved scene:\n${text}`);
  } finally { await t.close(); }
});

test('keys: E edits the base spec in a text field; R records the input and downloads the script', async () => {
  const t = await open('');
  try {
    await t.move(1000, 600);
    let px = await t.shot('edit-before');
    expectKind(px, 720, 360, 'blue', 'circle base r 100');
    await t.key('KeyE');
    await t.key('Backspace'); // clears the field's selection
    await t.page.keyboard.type('circle:640,360,50');
    const st = await t.key('Enter');
    px = await t.shot('edit-after');
    expectKind(px, 720, 360, 'white', 'base typed as circle:640,360,50');
    expectKind(px, 660, 360, 'blue', 'base typed as circle:640,360,50');
    expect(/^circle vs circle/.test(st.pair), `pair ${st.pair}`);
    await t.key('KeyR');
    await t.move(700, 380);
    await t.move(660, 370);
    await t.key('KeyR');
    const text = await downloaded(t, 0, 'hitdemo-rec-000.txt', 'text/plain');
    expect(/^move 700 380$/m.test(text) && /^move 660 370$/m.test(text) && /# end of the recording/.test(text),
           `the recorded script:\n${text}`);
    expect(/circle:640,360,50/.test(text), `the recording does not restore the typed base:\n${text}`);
  } finally { await t.close(); }
});

test('keys: Ctrl+C puts the --check command of the screen on the browser clipboard; S opens the stress scene', async () => {
  const t = await open('?base=circle:640,360,100&cursor=circle:50&mouse=790,360');
  try {
    await browser.defaultBrowserContext().overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await t.page.evaluate(() => navigator.clipboard.writeText('(nothing yet)'));
    await t.page.keyboard.down('Control');
    await t.page.keyboard.press('KeyC');
    await t.page.keyboard.up('Control');
    let text = '';
    for (let i = 0; i < 50 && !/--check/.test(text); i++) {
      text = await t.page.evaluate(() => navigator.clipboard.readText());
      if (!/--check/.test(text)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(/^hitdemo --check circle:640,360,100 circle:790,360,50$/.test(text.trim()), `the clipboard holds '${text}'`);
    // S: the stress scene, 2000 shapes drifting: new frames keep coming
    // with no input (slowly here: over a second a frame on SwiftShader).
    await t.key('KeyS');
    const f0 = (await t.state()).frames;
    try {
      await t.page.waitForFunction((n) => window.hitdemo.frames >= n + 2, { timeout: 20000 }, f0);
    } catch {
      throw new Error(`the stress scene drew ${(await t.state()).frames - f0} frames in 20 s with no input`);
    }
    const px = await t.shot('stress');
    const n = px.count(0, 120, 1280, 720);
    expect((n.blue || 0) + (n.orange || 0) > 2000, `the stress scene: ${JSON.stringify(n)}`);
  } finally { await t.close(); }
});

test('mouse: the wheel sizes the cursor, a right-button drag pans, a left-button drag moves the base', async () => {
  const t = await open('');
  try {
    await t.move(1000, 600);
    let px = await t.shot('wheel-0');
    expectKind(px, 1023, 600, 'white', 'cursor r 20, 23.5 from its centre');
    for (let i = 0; i < 3; i++) await t.act('turning the wheel up', () => t.page.mouse.wheel({ deltaY: -100 }));
    px = await t.shot('wheel-up');
    expectKind(px, 1023, 600, 'grey', 'cursor after 3 notches up (r 26)');
    for (let i = 0; i < 6; i++) await t.act('turning the wheel down', () => t.page.mouse.wheel({ deltaY: 100 }));
    px = await t.shot('wheel-down');
    expectKind(px, 1017, 600, 'white', 'cursor after 6 notches down (r 14)');
    expectKind(px, 1012, 600, 'grey', 'cursor after 6 notches down (r 14)');
    // Right-button drag from 300,300 to 400,350: the base's centre follows to 740,410.
    await t.move(300, 300);
    await t.page.mouse.down({ button: 'right' });
    await t.move(350, 320);
    await t.move(400, 350);
    await t.page.mouse.up({ button: 'right' });
    px = await t.shot('pan');
    expectKind(px, 830, 410, 'blue', 'after the pan, 90 right of the new centre');
    expectKind(px, 545, 360, 'white', 'after the pan, inside the old base only');
    // Left-button drag on the base (off its centre handle) moves it by the drag.
    await t.move(700, 430);
    await t.page.mouse.down({ button: 'left' });
    await t.move(650, 430);
    await t.move(600, 430);
    await t.page.mouse.up({ button: 'left' });
    await t.move(1200, 100);
    px = await t.shot('drag');
    expectKind(px, 560, 410, 'blue', 'the base dragged 100 to the left: its new centre is 640,410');
    expectKind(px, 830, 410, 'white', 'the base dragged 100 to the left: 190 right of the new centre');
  } finally { await t.close(); }
});

test('keys: Esc twice stops the program (the first asks) and the page says so', async () => {
  const t = await open('');
  try {
    await t.move(700, 360);
    await t.page.keyboard.press('Escape');
    await t.page.waitForFunction(() => /Esc again to quit/.test(window.hitdemo.message || ''), { timeout: 10000 });
    await t.page.keyboard.press('Escape');
    await t.page.waitForFunction(() => window.hitdemo.stopped !== null, { timeout: 10000 });
    const st = await t.state();
    const note = await t.page.$eval('#note', (e) => ({ text: e.textContent, shown: getComputedStyle(e).display !== 'none' }));
    expect(st.stopped === 0, `exit status ${st.stopped}`);
    expect(note.shown && /stopped/.test(note.text), `note: ${JSON.stringify(note)}`);
  } finally { await t.close(); }
});

test('URL: base, cursor and mouse given in the query, touching and one pixel apart', async () => {
  for (const [mouse, hit] of [['790,360', true], ['791,360', false], ['640,510', true], ['640,511', false]]) {
    for (const dsf of [1, 1.5]) {
      const t = await open(`?base=circle:640,360,100&cursor=circle:50&mouse=${mouse}&hud=0`, { dsf });
      try {
        const st = await t.state();
        const px = await t.shot(`url-${mouse}-${dsf}`);
        expectKind(px, 600, 360, hit ? 'orange' : 'blue', `mouse=${mouse} at ratio ${dsf}`);
        expect(st.collide === hit, `mouse=${mouse}: the program says collide ${st.collide}`);
        expect((px.count(0, 0, 300, 30).dark || 0) === 0, 'hud=0: the HUD is shown');
      } finally { await t.close(); }
    }
  }
});

test('URL: a rect base, a polygon cursor, zoom and window size', async () => {
  const t = await open('?base=rect:100,100,400,200&cursor=polygon:0,0,60,0,0,60&zoom=2&mouse=300,200&window=800,500');
  try {
    const st = await t.state();
    expect(st.winW === 800 && st.winH === 500, `window ${st.winW}x${st.winH}, expected 800x500`);
    expect(/^rect vs polygon/.test(st.pair), `pair ${st.pair}`);
    const px = await t.shot('url-rect-zoom');
    // zoom 2: logical 100..500 x 100..300 -> window 200..1000 x 200..600,
    // clipped by the 800x500 canvas; the mouse at window 300,200 is logical
    // 150,100: on the rect's top edge, so the triangle cursor hits it.
    expectKind(px, 250, 450, 'orange', 'rect base (zoom 2), hit');
    expectKind(px, 150, 450, 'white', 'left of the rect at zoom 2');
    expectKind(px, 900, 300, 'white', 'outside the 800x500 canvas');
    expect(st.collide, 'the program says no collide');
  } finally { await t.close(); }
});

test('URL: bad parameters give a message on the page, not a crash', async () => {
  const cases = [
    ['?base=circle:1,2', /--base: .*circle/],
    ['?cursor=hexagon:3', /--cursor: /],
    ['?zoom=0', /--zoom: must be from 0\.125 to 1024/],
    ['?frobnicate=1', /URL parameter 'frobnicate': unknown/],
    ['?scene=99', /no bundled scene '99'/],
    ['?scene=0', /'0' names \d+ scenes|no bundled scene '0'/],
    ['?hud=maybe', /URL parameter hud: expected 1 or 0/],
    ['?renderer=software', /URL parameter 'renderer': unknown/],
    ['?base=%E0%A4%A', /malformed %-escape/],
  ];
  for (const [q, re] of cases) {
    const before = pageErrors.length;
    const t = await open(q, { expectError: true });
    try {
      const st = await t.state();
      const note = await t.page.$eval('#note', (e) => ({ text: e.textContent, shown: getComputedStyle(e).display !== 'none' }));
      expect(st.error && re.test(st.error), `${q}: error ${JSON.stringify(st.error)} does not match ${re}`);
      expect(note.shown && note.text.includes(st.error), `${q}: the message is not shown on the page`);
      expect(!st.ready && st.frames === 0, `${q}: the program started anyway`);
      expect(pageErrors.length === before, `${q}: uncaught page error ${pageErrors.slice(before).join('; ')}`);
    } finally { await t.close(); }
  }
});

test('the canvas follows the browser window; nothing is redrawn while nothing changes', async () => {
  const t = await open('', { dsf: 1.5 });
  try {
    await t.move(1000, 600);
    const f0 = (await t.state()).frames;
    await new Promise((r) => setTimeout(r, 800));
    const f1 = (await t.state()).frames;
    expect(f1 === f0, `${f1 - f0} frames drawn in 0.8 s with nothing changing`);
    t.w = 1000; t.h = 600;
    let st = await t.act('resizing the browser window', () => t.page.setViewport({ width: 1000, height: 600, deviceScaleFactor: 1.5 }));
    expect(st.winW === 1000 && st.winH === 600 && st.drawW === 1500 && st.drawH === 900,
           `after the resize: window ${st.winW}x${st.winH}, drawable ${st.drawW}x${st.drawH}`);
    let px = await t.shot('resized');
    expectKind(px, 500, 300, 'blue', 'the base centred in the new size');
    expectKind(px, 640, 360, 'white', 'the old centre, 155 from the new one');
    // The device pixel ratio changes (browser zoom, another display): the
    // canvas is backed at the new ratio, the mouse maps as before.
    t.dsf = 2;
    st = await t.act('changing the device pixel ratio to 2', () => t.page.setViewport({ width: 1000, height: 600, deviceScaleFactor: 2 }));
    expect(st.winW === 1000 && st.drawW === 2000 && st.drawH === 1200,
           `at ratio 2: window ${st.winW}x${st.winH}, drawable ${st.drawW}x${st.drawH}`);
    st = await t.move(620, 300); // 120 from the centre 500,300: touching
    px = await t.shot('resized-ratio-2');
    expectKind(px, 460, 300, 'orange', 'touching at ratio 2 after the change');
    expect(st.collide, 'the program says no collide at 620,300');
    st = await t.move(621, 300);
    px = await t.shot('resized-ratio-2-apart');
    expectKind(px, 460, 300, 'blue', 'one pixel apart at ratio 2 after the change');
  } finally { await t.close(); }
});

// The toolbar's buttons as the page reports them (`report toolbar`'s lines):
// {label: {x, y, on}} at each button's centre, in CSS pixels.
function buttonsOf(st) {
  const out = {};
  for (const m of (st.toolbar || '').matchAll(/^button \d+: (-?\d+),(-?\d+),(-?\d+),(-?\d+) (.*?)( \[on\])?( key=\S+)?( \(More\))?$/gm))
    out[m[5]] = { x: (+m[1] + +m[3]) / 2, y: (+m[2] + +m[4]) / 2, on: !!m[6] };
  return out;
}

// A finger (or two) through the DevTools protocol: real touch events on the canvas.
async function touch(t, type, points) {
  const cdp = t.cdp || (t.cdp = await t.page.target().createCDPSession());
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y, id]) => ({ x, y, id })) });
}

// The open lesson step as the page reports it (`report lesson`'s text:
// "lesson: step N of M (FILE)", then the panel's lines as drawn). The
// message line does not repeat the step (the panel shows it).
function lessonStep(st) {
  const m = /^lesson: step (\d+) of (\d+) \(([^)]*)\)$/m.exec(st.lesson || '');
  const title = /^line 1 \([^)]*\): (.*)$/m.exec(st.lesson || '');
  return m ? { step: +m[1], count: +m[2], file: m[3], title: title ? title[1] : '' } : null;
}
function expectStep(st, n, what) {
  const s = lessonStep(st);
  expect(s && s.step === n && s.count === LESSON_STEPS && s.title.startsWith(`Step ${n} of ${LESSON_STEPS}: `),
         `${what}: the page reports ${s ? `step ${s.step} of ${s.count}, its panel's title '${s.title}'` : `no lesson ('${st.lesson}')`}, ` +
         `expected step ${n} of ${LESSON_STEPS}`);
}

test('URL: lesson=4 opens step 4 of the lesson, its panel at the bottom; Space goes on', async () => {
  const t = await open('?lesson=4');
  try {
    let st = await t.state();
    expectStep(st, 4, 'lesson=4');
    expect(st.pair === 'rect vs circle' && !st.collide, `step 4: ${st.pair}, collide ${st.collide}`);
    const px = await t.shot('lesson4');
    const ink = px.count(0, 520, 1280, 720).dark || 0;
    expect(ink > 1500, `the panel: ${ink} dark text pixels in the bottom 200 rows`);
    st = await t.key('Space');
    expectStep(st, 5, 'after Space');
    expect(st.pair === 'rect vs rect' && st.collide, `after Space: ${st.pair}, collide ${st.collide}`);
    st = await t.key('Backspace');
    expectStep(st, 4, 'after Backspace');
  } finally { await t.close(); }
});

// A button that the bar shows, or that its More panel shows once More ▾
// is clicked (as a user would): returns the state and the buttons with it.
async function reach(t, st, label) {
  let b = buttonsOf(st);
  if (b[label]) return { st, b };
  expect(b['More ▾'], `no '${label}' button and no 'More ▾' in ${JSON.stringify(Object.keys(b))}`);
  st = await t.act('a click on More ▾', () => t.page.mouse.click(b['More ▾'].x, b['More ▾'].y));
  b = buttonsOf(st);
  expect(b[label], `no '${label}' button with More open: ${JSON.stringify(Object.keys(b))}`);
  return { st, b };
}

// At the page's 1280x720 the bar does not hold every button: it is one row
// with More ▾ at its end, and the others open under it.
test('toolbar: a click on D and a tap on I turn them on; Base and Lesson (under More ▾ if there), step > goes on', async () => {
  const t = await open('?hud=0', { ui: true });
  try {
    let st = await t.state();
    let b = buttonsOf(st);
    for (const k of ['D', 'I', 'M', 'N', 'O', 'Lesson', 'Help'])
      expect(b[k], `no '${k}' button in ${JSON.stringify(Object.keys(b))}`);
    // every button is there, on the bar or under More ▾
    for (const k of ['Base: circle', 'Cursor: circle', 'Present', 'PNG', 'SVG'])
      expect(new RegExp(`^button \\d+: (none|[-\\d,]+) ${k} `, 'm').test(st.toolbar), `no '${k}' button, on the bar or under More: ${st.toolbar}`);
    const rows = new Set(Object.values(b).map((v) => v.y));
    expect(rows.size === 1, `the bar has ${rows.size} rows at 1280x720, expected one`);
    st = await t.act('a click on D', () => t.page.mouse.click(b.D.x, b.D.y));
    expect(buttonsOf(st).D.on, 'D is not on after a click');
    b = buttonsOf(st);
    st = await t.act('a tap on I', () => t.page.touchscreen.tap(b.I.x, b.I.y));
    expect(buttonsOf(st).I.on, `I is not on after a tap: ${st.toolbar}`);
    ({ st, b } = await reach(t, st, 'Base: circle'));
    st = await t.act('a click on Base', () => t.page.mouse.click(b['Base: circle'].x, b['Base: circle'].y));
    expect(/^rect vs /.test(st.pair) && /^button \d+: (none|[-\d,]+) Base: rect /m.test(st.toolbar),
           `the Base button did not go to rect: ${st.pair}, ${st.toolbar}`);
    ({ st, b } = await reach(t, st, 'Lesson'));
    st = await t.act('a click on Lesson', () => t.page.mouse.click(b.Lesson.x, b.Lesson.y));
    expectStep(st, 1, 'Lesson');
    ({ st, b } = await reach(t, st, 'step ▶'));
    st = await t.act('a tap on step >', () => t.page.touchscreen.tap(b['step ▶'].x, b['step ▶'].y));
    expectStep(st, 2, 'step >');
  } finally { await t.close(); }
});

test('touch: one finger drags the cursor onto the base; two fingers on the cursor size it, elsewhere pinch the zoom about their midpoint', async () => {
  const t = await open('');
  try {
    // one finger from far away onto the base (circle 640,360 r 100 against r 20)
    await t.act('a finger down', () => touch(t, 'touchStart', [[1100, 600, 0]]));
    let st = await t.act('the finger moving', () => touch(t, 'touchMove', [[1000, 500, 0]]));
    expect(!st.collide, 'collide with the finger far away');
    st = await t.act('the finger onto the base', () => touch(t, 'touchMove', [[700, 380, 0]]));
    expect(st.collide, `no collide with the finger on the base: ${st.pair}`);
    await touch(t, 'touchEnd', []); // nothing to redraw
    await new Promise((r) => setTimeout(r, 100));
    expect(st.zoom === 1, `zoom ${st.zoom} after one finger`);
    // a pinch on the cursor (r 20 at 700,380) sizes it: 20 apart spreading
    // to 60 makes it r 60 (its edge at 760,380), and closing again r 20.
    // The first finger lands on the cursor's centre (SDL moves the mouse
    // with it, so the cursor stays there).
    let px = await t.shot('pinch-cursor-before');
    expectKind(px, 750, 380, 'white', 'right of the cursor r 20, before the pinch on it');
    await t.act('two fingers down on the cursor', () => touch(t, 'touchStart', [[700, 380, 1], [720, 380, 2]]));
    st = await t.act('spreading them', () => touch(t, 'touchMove', [[700, 380, 1], [760, 380, 2]]));
    expect(st.zoom === 1, `zoom ${st.zoom} after a pinch on the cursor`);
    expect(/^cursor: radius 60 /.test(st.message), `after a pinch on the cursor: '${st.message}'`);
    px = await t.shot('pinch-cursor');
    expectKind(px, 750, 380, 'grey', 'the cursor r 60, 50 right of its centre');
    st = await t.act('closing them', () => touch(t, 'touchMove', [[700, 380, 1], [720, 380, 2]]));
    expect(/^cursor: radius 20 /.test(st.message), `after closing the pinch on the cursor: '${st.message}'`);
    await touch(t, 'touchEnd', []);
    await new Promise((r) => setTimeout(r, 100));
    // two fingers away from the cursor (its box and a finger's reach of 24
    // round it: 656..744 x 336..424), 200 apart spreading to 400 about the
    // base's centre: zoom 2
    await t.act('two fingers down', () => touch(t, 'touchStart', [[640, 260, 1], [640, 460, 2]]));
    st = await t.act('spreading them', () => touch(t, 'touchMove', [[640, 160, 1], [640, 560, 2]]));
    expect(Math.abs(st.zoom - 2) < 1e-9, `zoom ${st.zoom} after the pinch, expected 2`);
    await touch(t, 'touchEnd', []);
    await new Promise((r) => setTimeout(r, 100));
    // the base's centre stayed under the midpoint and the base is now r 200
    // on screen (orange: the cursor stayed where the first finger landed, on it)
    px = await t.shot('pinch');
    expectKind(px, 640, 300, 'orange', 'the base, 60 above its centre, after the pinch');
    expectKind(px, 640, 360 + 190, 'orange', 'the base at zoom 2, 190 below its centre');
    expectKind(px, 640, 360 + 215, 'white', 'outside the base at zoom 2, 215 below its centre');
  } finally { await t.close(); }
});

test('keys: V, the ray tool: a left drag aims a ray at a rect base; its colour, the hit dot, the message', async () => {
  // the rect 440..840 x 260..460; the ray from 300,300 to 1000,400 meets
  // its left edge at t = 0.2, at 440,320
  const t = await open('?base=rect:440,260,400,200');
  try {
    await t.move(300, 300);
    let px = await t.shot('ray-before');
    expect(px.near(0, 0, 1280, 720, RAY, 24) === 0, 'the ray\'s colour on the canvas before V');
    let st = await t.key('KeyV');
    expect(/^ray tool: press where the ray starts/.test(st.message), `after V: '${st.message}'`);
    await t.act('pressing the left button', () => t.page.mouse.down({ button: 'left' }));
    await t.move(650, 350);
    await t.move(1000, 400);
    st = await t.act('releasing the left button', () => t.page.mouse.up({ button: 'left' }));
    expect(/^ray: hit at t = 0\.2, point \(440, 320\), normal \(-1, 0\)$/.test(st.message), `after the drag: '${st.message}'`);
    px = await t.shot('ray');
    // on the ray outside the rect: before it (x 360, y 308.6) and after it (x 900, y 385.7)
    for (const [x, y] of [[360, 300 + 60 / 7], [900, 300 + 600 / 7]]) {
      const n = px.near(x - 1, y - 3, x + 1, y + 3, RAY, 24);
      expect(n >= 1, `no pixel of the ray's colour near ${x},${y.toFixed(1)} (${px.at(x, Math.round(y)).join(',')})`);
    }
    expect(px.near(300, 330, 440, 360, RAY, 24) === 0, 'the ray\'s colour away from the ray (below it, left of the rect)');
    // the black dot at the left edge at the ray's height, nowhere else on the edge
    const black = [0, 0, 0];
    expect(px.near(438, 318, 442, 322, black, 30) >= 9, `no black hit dot at 440,320 (${px.at(440, 320).join(',')})`);
    expect(px.near(430, 340, 450, 460, black, 30) === 0 && px.near(430, 262, 450, 308, black, 30) === 0,
           'black pixels on the rect\'s left edge away from the ray\'s height');
    expectKind(px, 600, 420, 'blue', 'the rect base, clear of the cursor');
  } finally { await t.close(); }
});

test('keys: W, sweep mode: one fast move across a thin wall is a swept hit, its region shaded', async () => {
  // a wall 630..640 x 200..500; the cursor circle r 20 from 400,350 to
  // 900,350 in one move: clear at both ends, the sweep meets the wall at
  // t = (610 - 400) / 500 = 0.42
  const t = await open('?hud=1&base=rect:630,200,10,300');
  try {
    await t.move(400, 350);
    let st = await t.move(900, 350);
    let px = await t.shot('sweep-off');
    expect(!st.collide, 'the program says collide at 900,350');
    expectKind(px, 500, 350, 'white', 'the path of the move before W');
    expect(px.near(0, 150, 1280, 720, GHOST, 24) === 0, 'the ghost\'s colour before W');
    await t.move(400, 350);
    st = await t.key('KeyW');
    expect(/^sweep mode on/.test(st.message), `after W: '${st.message}'`);
    st = await t.move(900, 350); // one mouse move event
    expect(!st.collide, 'the program says collide at 900,350 in sweep mode');
    px = await t.shot('sweep');
    // shaded where the cursor passed, before and after the wall; white
    // beyond both ends of the move and off its line
    for (const [x, y] of [[500, 350], [760, 350], [560, 335]]) {
      const c = px.at(x, y);
      expect(c.every((v, i) => Math.abs(v - SWEPT[i]) <= 6), `${x},${y} is ${c.join(',')}, expected the swept shading ${SWEPT.join(',')}`);
    }
    for (const [x, y] of [[370, 350], [930, 350], [500, 380], [760, 320]])
      expectKind(px, x, y, 'white', 'outside the region the move swept');
    // the hit: the ghost at t = 0.42 (centre 610,350), its dot at the contact 630,350
    expect(px.near(626, 346, 634, 354, GHOST, 24) >= 9, `no contact dot of the ghost's colour at 630,350 (${px.at(630, 350).join(',')})`);
    expect(px.near(586, 340, 594, 360, GHOST, 40) >= 3, 'no ghost outline at 590,350');
    // the HUD's words, as the whole view's SVG (Shift+Ctrl+E) carries them
    // (Ctrl+E's figure leaves the HUD out)
    await chord(t, ['Shift', 'Control'], 'KeyE');
    const svg = await downloaded(t, 0, 'hitdemo-000.svg', 'image/svg+xml');
    const words = svgLines(svg).join('\n');
    expect(words.includes('swept: hit at t = 0.42') && words.includes('per frame: miss at the start and the end'),
           `the HUD does not say 'swept: hit at t = 0.42 ... per frame: miss at the start and the end': ${words.slice(0, 600)}`);
  } finally { await t.close(); }
});

test('URL: the tunnelling lesson: its panel, the run plays to the swept ghost; Y stops it and runs it again', async () => {
  const files = fs.readdirSync(path.join(here, '..', '..', 'assets', 'lessons')).filter((f) => f.endsWith('.lesson')).sort();
  const step = files.findIndex((f) => f.includes('tunnelling')) + 1;
  expect(step > 0, `no tunnelling lesson in ${files.join(', ')}`);
  const t = await open(`?lesson=${step}`);
  try {
    let st = await t.state();
    expectStep(st, step, `lesson=${step}`);
    expect(/tunnelling/.test(lessonStep(st).file), `lesson=${step}: the page reports the step ${lessonStep(st).file}`);
    let px = await t.shot('tunnel-start');
    const ink = px.count(0, 520, 1280, 720).dark || 0;
    expect(ink > 1500, `the panel: ${ink} dark text pixels in the bottom 200 rows`);
    const ended = async (what) => {
      try {
        await t.page.waitForFunction(() => /^tunnelling: .*swept: hit at t = /.test(window.hitdemo.message),
                                     { timeout: 20000, polling: 200 });
      } catch {
        throw new Error(`${what}: the run did not reach its end (message '${(await t.state()).message}')`);
      }
    };
    await ended('the lesson');
    px = await t.shot('tunnel-end');
    let n = px.near(0, 0, 1280, 720, GHOST, 24);
    expect(n >= 20, `${n} pixels of the ghost's colour at the run's end`);
    await t.key('KeyY'); // at its end: again from the start
    st = await t.key('KeyY'); // under way: off
    expect(st.message === 'tunnelling off', `Y twice: '${st.message}'`);
    px = await t.shot('tunnel-off');
    n = px.near(0, 0, 1280, 720, GHOST, 24);
    expect(n === 0, `${n} pixels of the ghost's colour with the run off`);
    await t.key('KeyY');
    await ended('Y again');
    px = await t.shot('tunnel-again');
    n = px.near(0, 0, 1280, 720, GHOST, 24);
    expect(n >= 20, `${n} pixels of the ghost's colour at the end of the run again`);
  } finally { await t.close(); }
});

// ---- languages -----------------------------------------------------------------------
// The catalogs the page embeds (po/LANG.po, compiled by msgfmt): msgid ->
// msgstr (a plural entry's first form), read here so that a changed
// translation is followed.
function catalog(lang) {
  const text = fs.readFileSync(path.join(here, '..', '..', 'po', `${lang}.po`), 'utf8');
  const out = new Map();
  const str = (lines) => lines.map((l) => JSON.parse(l.replace(/^[a-z_\[\]0-9]*\s*/, ''))).join('');
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#'));
    const at = (key) => {
      const i = lines.findIndex((l) => l.startsWith(key + ' '));
      if (i < 0) return null;
      let j = i + 1;
      while (j < lines.length && lines[j].startsWith('"')) j++;
      return str(lines.slice(i, j));
    };
    const id = at('msgid');
    const tr = at('msgstr') ?? at('msgstr[0]');
    if (id && tr) out.set(id, tr);
  }
  return out;
}
function tr(cat, id) {
  const t = cat.get(id);
  if (!t) throw new Error(`the catalog has no translation of '${id}'`);
  return t;
}

// Sweep mode's message (the page's state) and its HUD line (the whole
// view's SVG, Shift+Ctrl+E, which carries the HUD's drawn lines as text) in
// the catalog's language; no character drawn as '?' for want of a glyph.
async function sweepIn(t, cat, what) {
  await t.move(400, 350);
  let st = await t.key('KeyW');
  const on = tr(cat, 'sweep mode on: each move of the cursor is tested as a sweep (W: off)');
  expect(st.message === on, `${what}: after W the message is '${st.message}', expected '${on}'`);
  st = await t.move(900, 350);
  await chord(t, ['Shift', 'Control'], 'KeyE');
  const svg = await downloaded(t, 0, 'hitdemo-000.svg', 'image/svg+xml');
  fs.rmSync(path.join(downloadDir, 'hitdemo-000.svg'), { force: true });
  const words = svgLines(svg).join('\n');
  const perFrame = tr(cat, '%s   per frame: %s').split('%s')[1].trim();
  const miss = tr(cat, 'miss at the start and the end');
  expect(words.includes(perFrame) && words.includes(miss),
         `${what}: the HUD does not say '${perFrame}' and '${miss}': ${words.slice(0, 600)}`);
  expect(!words.includes('per frame:'), `${what}: the HUD still says 'per frame:' in English`);
  st = await t.state();
  expect(st.glyphsMissing === 0, `${what}: ${st.glyphsMissing} characters drawn as '?' (not in the page's fonts)`);
  return st;
}

test('languages: lang=fr draws sweep mode\'s message and HUD line in French', async () => {
  const fr = catalog('fr');
  const t = await open('?hud=1&lang=fr&base=rect:630,200,10,300');
  try {
    expect((await t.state()).lang === 'fr', `the page speaks ${(await t.state()).lang}`);
    await sweepIn(t, fr, 'lang=fr');
    let px = await t.shot('lang-fr-sweep');
    expect((px.count(0, 0, 1280, 140).dark || 0) > 500, 'no dark text in the HUD\'s rows');
    const st = await t.key('KeyW');
    expect(st.message === tr(fr, 'sweep mode off'), `W again: '${st.message}'`);
  } finally { await t.close(); }
});

test('languages: lang=zh_CN draws them in Chinese, and the stress HUD, with the page\'s CJK font', async () => {
  const zh = catalog('zh_CN');
  const t = await open('?hud=1&lang=zh_CN&base=rect:630,200,10,300');
  try {
    expect((await t.state()).lang === 'zh_CN', `the page speaks ${(await t.state()).lang}`);
    await sweepIn(t, zh, 'lang=zh_CN');
    await t.shot('lang-zh-sweep');
    await t.key('KeyW');
    // the stress scene: its HUD lines are Chinese (ngettext's one form)
    let st = await t.key('KeyS');
    await t.page.waitForFunction((n) => window.hitdemo.frames > n + 1, { timeout: 30000 }, st.frames);
    st = await t.state();
    expect(st.glyphsMissing === 0, `the stress scene: ${st.glyphsMissing} characters drawn as '?'`);
    await t.shot('lang-zh-stress');
  } finally { await t.close(); }
  // zh is zh_CN
  const z = await open('?lang=zh');
  try { expect((await z.state()).lang === 'zh_CN', `lang=zh: the page speaks ${(await z.state()).lang}`); } finally { await z.close(); }
});

test('languages: without lang=, the first of the browser\'s languages hitdemo has; else English', async () => {
  const fr = catalog('fr');
  for (const [langs, want] of [[['de-DE', 'fr-FR', 'en'], 'fr'], [['zh-CN', 'fr'], 'zh_CN'], [['zh-TW', 'ja', 'en-GB', 'fr'], 'en'],
                               [['de', 'ja'], 'en']]) {
    const t = await open('?hud=1', { languages: langs });
    try {
      const st = await t.state();
      expect(st.lang === want, `browser languages ${langs.join(',')}: the page speaks ${st.lang}, expected ${want}`);
      if (want === 'fr') {
        const m = await t.key('KeyW');
        expect(m.message === tr(fr, 'sweep mode on: each move of the cursor is tested as a sweep (W: off)'), `W: '${m.message}'`);
      }
    } finally { await t.close(); }
  }
  // lang= wins over the browser's language
  const t = await open('?lang=en', { languages: ['fr-FR'] });
  try {
    const st = await t.key('KeyW');
    expect(st.lang === 'en' && /^sweep mode on: /.test(st.message), `lang=en in a French browser: ${st.lang}, '${st.message}'`);
  } finally { await t.close(); }
});

// The window's live language key (F2, and a toolbar button EN / FR / 中文)
// calls hd_lang_switch, which on the page loads the other catalog. Where the
// page has no such button yet, this says so and checks nothing else.
test('languages: F2 switches the running page\'s language (en, fr, zh_CN) where the page has the key', async () => {
  const fr = catalog('fr'), zh = catalog('zh_CN');
  const t = await open('?hud=1', { ui: true });
  try {
    let st = await t.state();
    if (!/^button \d+: (none|[-\d,]+) (EN|FR|中文) /m.test(st.toolbar)) {
      console.log('      (no language button on the toolbar: the live switch is not in this build)');
      return;
    }
    expect(st.lang === 'en', `the page starts in ${st.lang}`);
    const on = 'sweep mode on: each move of the cursor is tested as a sweep (W: off)';
    for (const [want, cat] of [['fr', fr], ['zh_CN', zh]]) {
      st = await t.key('F2');
      expect(st.lang === want, `F2: the page speaks ${st.lang}, expected ${want}`);
      st = await t.key('KeyW');
      expect(st.message === tr(cat, on), `${want}: W says '${st.message}'`);
      st = await t.key('KeyW');
      expect(st.glyphsMissing === 0, `${want}: ${st.glyphsMissing} characters drawn as '?'`);
    }
    st = await t.key('F2');
    expect(st.lang === 'en', `F2 a third time: ${st.lang}`);
    st = await t.key('KeyW');
    expect(st.message === on, `en again: W says '${st.message}'`);
  } finally { await t.close(); }
});

test('languages: a bad lang= is refused with a clear message, in the browser\'s language', async () => {
  for (const [q, langs, re] of [
    ['?lang=xx', ['en-US'], /^hitdemo: URL parameter lang: unknown language 'xx' \(choose en, fr or zh_CN\)$/],
    ['?lang=zh_TW', ['en-US'], /URL parameter lang: unknown language 'zh_TW'/],
    ['?lang=', ['en-US'], /URL parameter lang: unknown language ''/],
    ['?lang=xx', ['fr-FR'], new RegExp('^hitdemo: ' + tr(catalog('fr'), "URL parameter lang: unknown language '%s' (choose en, fr or zh_CN)")
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('%s', 'xx') + '$')],
  ]) {
    const t = await open(q, { expectError: true, languages: langs });
    try {
      const st = await t.state();
      const note = await t.page.$eval('#note', (e) => ({ text: e.textContent, shown: getComputedStyle(e).display !== 'none' }));
      expect(st.error && re.test(st.error), `${q} (${langs}): error ${JSON.stringify(st.error)} does not match ${re}`);
      expect(note.shown && note.text.includes(st.error), `${q}: the message is not shown on the page`);
      expect(!st.ready && st.frames === 0, `${q}: the program started anyway`);
      // the link under it, in the same language
      const link = await t.page.$eval('#note a', (a) => a.textContent);
      const want = langs[0].startsWith('fr') ? tr(catalog('fr'), 'open hitdemo without URL parameters')
                                             : 'open hitdemo without URL parameters';
      expect(link === want, `${q} (${langs}): the link says '${link}', expected '${want}'`);
    } finally { await t.close(); }
  }
});

test('the page makes no request outside the local server', async () => {
  // The check itself works: a request elsewhere is caught (and aborted).
  const t = await open('');
  try {
    const n = outside.length;
    await t.page.evaluate(() => fetch('http://outside.invalid/probe').catch(() => null));
    expect(outside.length === n + 1 && outside[n].startsWith('http://outside.invalid/'), 'the probe request was not seen');
    outside.splice(n, 1);
  } finally { await t.close(); }
  expect(outside.length === 0, `requests outside the local server: ${outside.join(', ')}`);
  const files = new Set(served.map((s) => s.split(' ')[1]));
  const unexpected = [...files].filter((f) => !['/index.html', '/index.js', '/index.wasm'].includes(f));
  expect(unexpected.length === 0, `the page asked the server for ${unexpected.join(', ')}`);
  expect(served.every((s) => s.endsWith(' 200')), `not every request was answered: ${served.filter((s) => !s.endsWith(' 200')).join(', ')}`);
});

// ---- frame time (a figure, not a test) ----------------------------------------------
async function frameTimes(dsf) {
  const t = await open('', { dsf });
  try {
    const draw = [], wall = [];
    for (let i = 0; i < 60; i++) {
      const x = 600 + (i % 2) * 80, y = 340 + (i % 3) * 20; // always a change: hits and misses
      const t0 = performance.now();
      const st = await t.move(x, y);
      wall.push(performance.now() - t0);
      draw.push(st.frameMs);
    }
    const med = (a) => { const s = [...a].sort((p, q) => p - q); return s[Math.floor(s.length / 2)]; };
    const p90 = (a) => { const s = [...a].sort((p, q) => p - q); return s[Math.floor(s.length * 0.9)]; };
    return `ratio ${dsf}: draw ${med(draw.slice(1)).toFixed(2)} ms median, ${p90(draw.slice(1)).toFixed(2)} ms p90; ` +
           `mouse move to frame drawn (through DevTools) ${med(wall).toFixed(1)} ms median`;
  } finally { await t.close(); }
}

// ---- run ------------------------------------------------------------------------------
let passed = 0, failed = 0;
if (shotsDir) fs.mkdirSync(shotsDir, { recursive: true });
for (const { name, fn } of tests) {
  if (filter && !name.includes(filter)) continue;
  const t0 = Date.now();
  try {
    await fn();
    passed++;
    console.log(`ok    ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    failed++;
    console.log(`FAIL  ${name}: ${e.message}`);
  }
}
if (!filter) {
  try {
    for (const dsf of [1, 2]) console.log(`frame time (headless Chromium, SwiftShader WebGL), ${await frameTimes(dsf)}`);
  } catch (e) {
    console.log(`frame time: not measured (${e.message})`);
  }
}
if (pageErrors.length) console.log(`page errors: ${pageErrors.join('; ')}`);
await browser.close();
server.close();
fs.rmSync(downloadDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed || !passed ? 1 : 0);
