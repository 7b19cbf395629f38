// png.mjs: a small PNG reader for the browser tests (8-bit greyscale, RGB,
// RGBA and grey+alpha, not interlaced: what Chromium's screenshots and
// SDL2_image's IMG_SavePNG write). Returns { width, height, rgba } with
// rgba a Uint8Array of width * height * 4 bytes.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(buf) {
  if (buf.length < 8 || !buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  let pos = 8, ihdr = null;
  const idat = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (data.length !== len) throw new Error(`PNG chunk ${type} is cut short`);
    if (type === 'IHDR') {
      ihdr = {
        width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8],
        colour: data[9], interlace: data[12],
      };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      break;
    }
    pos += 12 + len;
  }
  if (!ihdr) throw new Error('PNG without IHDR');
  const ch = CHANNELS[ihdr.colour];
  if (ihdr.depth !== 8 || !ch || ihdr.interlace !== 0)
    throw new Error(`PNG kind not read here (depth ${ihdr.depth}, colour type ${ihdr.colour}, interlace ${ihdr.interlace})`);
  const { width: w, height: h } = ihdr;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = w * ch;
  if (raw.length < h * (stride + 1)) throw new Error('PNG image data is cut short');
  const out = new Uint8Array(w * h * 4);
  let prev = new Uint8Array(stride), cur = new Uint8Array(stride);
  for (let y = 0; y < h; y++) {
    const base = y * (stride + 1), filter = raw[base];
    for (let i = 0; i < stride; i++) {
      const x = raw[base + 1 + i];
      const a = i >= ch ? cur[i - ch] : 0, b = prev[i], c = i >= ch ? prev[i - ch] : 0;
      let v;
      switch (filter) {
        case 0: v = x; break;
        case 1: v = x + a; break;
        case 2: v = x + b; break;
        case 3: v = x + ((a + b) >> 1); break;
        case 4: {
          const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default: throw new Error(`PNG row ${y}: unknown filter ${filter}`);
      }
      cur[i] = v & 0xff;
    }
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 4, s = x * ch;
      if (ch === 1 || ch === 2) {
        out[o] = out[o + 1] = out[o + 2] = cur[s];
        out[o + 3] = ch === 2 ? cur[s + 1] : 255;
      } else {
        out[o] = cur[s]; out[o + 1] = cur[s + 1]; out[o + 2] = cur[s + 2];
        out[o + 3] = ch === 4 ? cur[s + 3] : 255;
      }
    }
    [prev, cur] = [cur, prev];
  }
  return { width: w, height: h, rgba: out };
}
