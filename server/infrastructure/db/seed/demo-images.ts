import { encodePng } from './png-encoder';
import { SeededRandom } from './seeded-random';

/**
 * The demo store's own pictures, painted in code (no photo host, no binary files): a product
 * shot per product, a lifestyle shot or two per product for review photos, and a still life per
 * collection. Flat pastel studio colours, soft shadows and simple product shapes; deterministic,
 * so every seed writes the same bytes.
 */

/**
 * Pixels a side: more than the admin shows them at (120 px in a review, 40 px in lists) while
 * keeping the seed quick; every picture is painted when the demo store is first seeded.
 */
export const DEMO_IMAGE_SIZE = 160;

/** The silhouettes a product can be drawn as. */
export type ProductShape = 'vase' | 'mug' | 'bottle' | 'bag' | 'jar';
const SHAPES: readonly ProductShape[] = ['vase', 'mug', 'bottle', 'bag', 'jar'];

type Rgb = readonly [number, number, number];

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const q = lightness < 0.5 ? lightness * (1 + saturation) : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const scale = (color: Rgb, factor: number): Rgb => [color[0] * factor, color[1] * factor, color[2] * factor];
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Anti-aliased coverage of a signed distance in pixels (negative is inside). */
const coverage = (distance: number) => clamp01(0.5 - distance);

/** Math.hypot is exact about overflow we never meet, and several times slower. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

function roundBox(x: number, y: number, cx: number, cy: number, halfWidth: number, halfHeight: number, radius: number): number {
  const qx = Math.abs(x - cx) - halfWidth + radius;
  const qy = Math.abs(y - cy) - halfHeight + radius;
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
}

const circle = (x: number, y: number, cx: number, cy: number, radius: number) => length(x - cx, y - cy) - radius;
const ring = (x: number, y: number, cx: number, cy: number, radius: number, thickness: number) => Math.abs(circle(x, y, cx, cy, radius)) - thickness;

/** One object on the picture: where it stands, how big, its colour and silhouette. */
interface Placed {
  readonly shape: ProductShape;
  readonly cx: number;
  /** Where the object stands (its base line). */
  readonly baseY: number;
  readonly size: number;
  readonly color: Rgb;
}

/** The silhouette's signed distance, and the body's horizontal extent for the round shading. */
function silhouette(object: Placed, x: number, y: number): { readonly distance: number; readonly halfWidth: number } {
  const { cx, baseY, size: s } = object;
  switch (object.shape) {
    case 'vase': {
      const body = circle(x, y, cx, baseY - s * 0.42, s * 0.4);
      const neck = roundBox(x, y, cx, baseY - s * 0.9, s * 0.13, s * 0.2, s * 0.05);
      const lip = roundBox(x, y, cx, baseY - s * 1.08, s * 0.19, s * 0.045, s * 0.04);
      return { distance: Math.min(body, neck, lip), halfWidth: s * 0.4 };
    }
    case 'mug': {
      const body = roundBox(x, y, cx - s * 0.08, baseY - s * 0.4, s * 0.34, s * 0.4, s * 0.08);
      const handle = ring(x, y, cx + s * 0.28, baseY - s * 0.42, s * 0.17, s * 0.055);
      return { distance: Math.min(body, x > cx + s * 0.2 ? handle : Infinity), halfWidth: s * 0.34 };
    }
    case 'bottle': {
      const body = roundBox(x, y, cx, baseY - s * 0.55, s * 0.24, s * 0.55, s * 0.16);
      const cap = roundBox(x, y, cx, baseY - s * 1.18, s * 0.13, s * 0.1, s * 0.04);
      return { distance: Math.min(body, cap), halfWidth: s * 0.24 };
    }
    case 'bag': {
      const body = roundBox(x, y, cx, baseY - s * 0.38, s * 0.42, s * 0.38, s * 0.06);
      const strap = y < baseY - s * 0.7 ? ring(x, y, cx, baseY - s * 0.72, s * 0.22, s * 0.035) : Infinity;
      return { distance: Math.min(body, strap), halfWidth: s * 0.42 };
    }
    case 'jar': {
      const body = roundBox(x, y, cx, baseY - s * 0.34, s * 0.36, s * 0.34, s * 0.14);
      const lid = roundBox(x, y, cx, baseY - s * 0.74, s * 0.3, s * 0.08, s * 0.04);
      return { distance: Math.min(body, lid), halfWidth: s * 0.36 };
    }
  }
}

/** The object's colour at a pixel: lit from the upper left, round across its width, with a soft highlight. */
function shaded(object: Placed, x: number, y: number, halfWidth: number): Rgb {
  const across = clamp01((x - (object.cx - halfWidth)) / (2 * halfWidth));
  const round = 0.78 + 0.32 * Math.sin(across * Math.PI) - 0.12 * across;
  const highlight = Math.exp(-(((across - 0.3) / 0.06) ** 2)) * clamp01(1 - Math.abs(y - (object.baseY - object.size * 0.55)) / (object.size * 0.5));
  return mix(scale(object.color, round), [255, 255, 255], 0.35 * highlight);
}

interface Scene {
  readonly top: Rgb;
  readonly bottom: Rgb;
  /** Height where a table top begins (lifestyle shots), or null for a seamless studio backdrop. */
  readonly horizon: number | null;
  readonly table: Rgb;
  readonly objects: readonly Placed[];
}

/** How much the warm light from the upper left brightens each pixel; the same for every picture. */
let lightMap: Float32Array | null = null;
function light(): Float32Array {
  if (lightMap) return lightMap;
  const size = DEMO_IMAGE_SIZE;
  lightMap = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) lightMap[y * size + x] = 0.18 * clamp01(1 - length(x - size * 0.2, y - size * 0.15) / (size * 0.9));
  }
  return lightMap;
}

function paint(scene: Scene): Uint8Array {
  const size = DEMO_IMAGE_SIZE;
  const lights = light();
  const rgb = new Uint8Array(size * size * 3);
  // Scalar channels in the per-pixel loop: this runs for every pixel of every demo picture at seed time.
  for (let y = 0; y < size; y++) {
    // The wall (or studio backdrop) fades top to bottom; a table top darkens towards the viewer.
    const [rowR, rowG, rowB] =
      scene.horizon !== null && y >= scene.horizon
        ? mix(scene.table, scale(scene.table, 0.86), (y - scene.horizon) / (size - scene.horizon))
        : mix(scene.top, scene.bottom, y / size);
    for (let x = 0; x < size; x++) {
      const warmth = lights[y * size + x] ?? 0;
      let r = rowR + (255 - rowR) * warmth;
      let g = rowG + (250 - rowG) * warmth;
      let b = rowB + (240 - rowB) * warmth;
      for (const object of scene.objects) {
        // Only pixels near the object can be in it or its shadow: the rest keep the backdrop.
        if (Math.abs(x - object.cx) > object.size * 0.7 || y > object.baseY + object.size * 0.1 || y < object.baseY - object.size * 1.25) continue;
        const shadow = length((x - object.cx - object.size * 0.08) / (object.size * 0.55), (y - object.baseY) / (object.size * 0.09));
        if (shadow < 1) {
          const darken = 1 - 0.28 * 0.8 * (1 - shadow) ** 1.5;
          r *= darken;
          g *= darken;
          b *= darken;
        }
        const { distance, halfWidth } = silhouette(object, x + 0.5, y + 0.5);
        const inside = coverage(distance);
        if (inside > 0) {
          const [sr, sg, sb] = shaded(object, x, y, halfWidth);
          r += (sr - r) * inside;
          g += (sg - g) * inside;
          b += (sb - b) * inside;
        }
      }
      const at = (y * size + x) * 3;
      rgb[at] = Math.min(255, r);
      rgb[at + 1] = Math.min(255, g);
      rgb[at + 2] = Math.min(255, b);
    }
  }
  return encodePng(size, size, rgb);
}

/** The product's hue: spread around the colour wheel by the golden angle so neighbours differ. */
const hueOf = (productIndex: number) => (productIndex * 137.508 + 20) % 360;
export const shapeOf = (productIndex: number, collectionIndex: number): ProductShape => SHAPES[(collectionIndex + productIndex) % SHAPES.length] ?? 'jar';

/** The product shot: the product alone on a pastel studio backdrop. */
export function productImage(productIndex: number, collectionIndex: number): Uint8Array {
  const hue = hueOf(productIndex);
  const size = DEMO_IMAGE_SIZE;
  return paint({
    top: hsl(hue + 30, 0.45, 0.93),
    bottom: hsl(hue + 10, 0.35, 0.84),
    horizon: null,
    table: [0, 0, 0],
    objects: [{ shape: shapeOf(productIndex, collectionIndex), cx: size / 2, baseY: size * 0.82, size: size * 0.5, color: hsl(hue, 0.5, 0.55) }],
  });
}

/** A customer's photo of the product: at home on a table, off centre, with a second thing beside it. */
export function reviewPhoto(productIndex: number, collectionIndex: number, variant: number): Uint8Array {
  const random = new SeededRandom(productIndex * 31 + variant * 7 + 1);
  const hue = hueOf(productIndex);
  const size = DEMO_IMAGE_SIZE;
  const left = variant % 2 === 0;
  const wallHue = 30 + random.next() * 40;
  return paint({
    top: hsl(wallHue, 0.25, 0.9 - random.next() * 0.06),
    bottom: hsl(wallHue, 0.2, 0.84),
    horizon: size * (0.6 + random.next() * 0.08),
    table: hsl(25 + random.next() * 15, 0.35, 0.55 + random.next() * 0.12),
    objects: [
      { shape: 'jar', cx: left ? size * 0.76 : size * 0.24, baseY: size * 0.86, size: size * 0.2, color: hsl(hue + 180, 0.25, 0.75) },
      { shape: shapeOf(productIndex, collectionIndex), cx: left ? size * 0.42 : size * 0.58, baseY: size * 0.9, size: size * (0.5 + random.next() * 0.12), color: hsl(hue, 0.5, 0.55) },
    ],
  });
}

/** A collection: three of its kind of thing, side by side. */
export function collectionImage(collectionIndex: number): Uint8Array {
  const hue = (collectionIndex * 71 + 200) % 360;
  const size = DEMO_IMAGE_SIZE;
  return paint({
    top: hsl(hue, 0.4, 0.92),
    bottom: hsl(hue + 20, 0.35, 0.83),
    horizon: null,
    table: [0, 0, 0],
    objects: [0, 1, 2].map((slot) => ({
      shape: shapeOf(slot, collectionIndex),
      cx: size * (0.24 + slot * 0.26),
      baseY: size * (0.8 + (slot === 1 ? 0.04 : 0)),
      size: size * (slot === 1 ? 0.36 : 0.28),
      color: hsl(hue + 40 + slot * 50, 0.5, 0.56),
    })),
  });
}
