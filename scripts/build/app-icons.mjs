// The installed app's icons (public/manifest.webmanifest), drawn from public/favicon.svg with sharp at build time.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** The mark alone, for maskable icons: the launcher crops to a circle or squircle, so it sits inside the safe zone. */
function maskableSvg(svg) {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 48 48"><rect x="-8" y="-8" width="48" height="48" fill="#047857"/>${inner}</svg>`;
}

/** Writes icons/icon-192.png, icon-512.png, icon-maskable-512.png and apple-touch-icon.png into `webDir`. */
export async function writeAppIcons(webDir) {
  const svg = readFileSync(join(webDir, 'favicon.svg'), 'utf8');
  const dir = join(webDir, 'icons');
  mkdirSync(dir, { recursive: true });
  const draw = (source, size, file) =>
    sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toFile(join(dir, file));
  await Promise.all([
    draw(svg, 192, 'icon-192.png'),
    draw(svg, 512, 'icon-512.png'),
    draw(maskableSvg(svg), 512, 'icon-maskable-512.png'),
    draw(maskableSvg(svg), 180, 'apple-touch-icon.png'),
  ]);
  return [
    '/icons/icon-192.png',
    '/icons/icon-512.png',
    '/icons/icon-maskable-512.png',
    '/icons/apple-touch-icon.png',
  ];
}
