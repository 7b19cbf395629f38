// screenshot.mjs: a picture of the page as headless Chromium shows it (for
// docs/web.png). Serves BUILD_DIR on 127.0.0.1, opens the page with QUERY
// at 1280x720 CSS pixels and the given device scale factor, moves the mouse
// to X,Y (from one pixel to its right: the HUD shows the time of that
// frame, not of the first), presses the keys given (puppeteer key names), writes OUT.png.
// usage: node screenshot.mjs BUILD_DIR OUT.png QUERY X Y [RATIO] [KEY...]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const [root, out, query, x, y, ratio = '1', ...keys] = process.argv.slice(2);
if (!root || !out || query === undefined || !x || !y) {
  console.error('usage: node screenshot.mjs BUILD_DIR OUT.png QUERY X Y [RATIO] [KEY...]');
  process.exit(2);
}
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
const server = http.createServer((req, res) => {
  const p = new URL(req.url, 'http://127.0.0.1').pathname;
  const file = path.join(path.resolve(root), path.normalize(p === '/' ? '/index.html' : p));
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] || 'application/octet-stream' });
  res.end(fs.readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const browser = await puppeteer.launch({
  executablePath: process.env.HD_CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 720, deviceScaleFactor: Number(ratio) });
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html${query}`);
  await page.waitForFunction('window.hitdemo && (window.hitdemo.ready || window.hitdemo.error !== null)');
  const frame = async (action) => {
    const n = await page.evaluate(() => window.hitdemo.frames);
    await action();
    await page.waitForFunction((k) => window.hitdemo.frames > k, { polling: 'raf', timeout: 10000 }, n);
  };
  // The first frame also sets WebGL up; the HUD shows the last frame's time.
  await frame(() => page.mouse.move(Number(x) + 1, Number(y)));
  await frame(() => page.mouse.move(Number(x), Number(y)));
  for (const k of keys) await frame(() => page.keyboard.press(k));
  await page.screenshot({ path: out });
  console.log(`${out}: ${JSON.stringify(await page.evaluate(() => window.hitdemo))}`);
} finally {
  await browser.close();
  server.close();
}
