import { deflateSync } from 'node:zlib';

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const COLOR_TYPE_RGB = 2;
const BIT_DEPTH = 8;
/** Paeth prediction: smooth gradients become runs of small numbers that deflate well. */
const FILTER_PAETH = 4;
const BYTES_PER_PIXEL = 3;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGB image (3 bytes a pixel, rows top to bottom) as a PNG file; no dependency beyond zlib. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  if (rgb.length !== width * height * 3) throw new Error(`encodePng: ${rgb.length} bytes for ${width}x${height} RGB`);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([BIT_DEPTH, COLOR_TYPE_RGB, 0, 0, 0], 8);
  const stride = width * BYTES_PER_PIXEL;
  const rows = new Uint8Array(height * (1 + stride));
  for (let y = 0; y < height; y++) {
    const out = y * (1 + stride);
    rows[out] = FILTER_PAETH;
    for (let x = 0; x < stride; x++) {
      const at = y * stride + x;
      const left = x >= BYTES_PER_PIXEL ? (rgb[at - BYTES_PER_PIXEL] ?? 0) : 0;
      const up = y > 0 ? (rgb[at - stride] ?? 0) : 0;
      const upLeft = x >= BYTES_PER_PIXEL && y > 0 ? (rgb[at - stride - BYTES_PER_PIXEL] ?? 0) : 0;
      rows[out + 1 + x] = ((rgb[at] ?? 0) - paeth(left, up, upLeft)) & 0xff;
    }
  }
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
