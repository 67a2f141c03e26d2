import { join } from 'node:path';
import { dump, load as parseYaml } from 'js-yaml';
import sharp from 'sharp';
import type { ProjectCopy } from './project-copy.ts';

/**
 * Adds generated photos to a project copy's gallery until
 * `src/data/gallery.yaml` lists `total` photos: JPEGs of `width` × `height`
 * px (a tinted gradient with noise, which compresses about as a photo does),
 * written to `src/assets/gallery/generated-NNN.jpg` and listed after the
 * existing rows. Resolves how many were added.
 */
export async function addGeneratedPhotos(
  copy: ProjectCopy,
  total: number,
  { width, height }: { width: number; height: number },
): Promise<number> {
  const dataFile = 'src/data/gallery.yaml';
  const rows = parseYaml(await copy.read(dataFile)) as Record<string, unknown>[];
  const added: Record<string, unknown>[] = [];
  // One noisy gradient, tinted differently for each photo.
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#ddd"/><stop offset="1" stop-color="#444"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const base = await sharp(gradient)
    .composite([{ input: noise, blend: 'overlay' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let n = rows.length + 1; n <= total; n++) {
    const id = `generated-${String(n).padStart(3, '0')}`;
    const hue = (n * 47) % 360;
    await sharp(base.data, { raw: base.info })
      .tint(`hsl(${hue}, 45%, 55%)`)
      .jpeg({ quality: 90 })
      .toFile(join(copy.dir, 'src/assets/gallery', `${id}.jpg`));
    added.push({ id, image: `../assets/gallery/${id}.jpg` });
  }
  await copy.write(dataFile, dump([...rows, ...added]));
  return added.length;
}
