/**
 * The icon browsers ask for at `/favicon.ico` on every page view (docs/decisions/0024-offline-docs.md): a
 * 32×32 tunnel arch, white on blue, drawn here and written as an ICO file holding one 32-bit bitmap, so the
 * repository has no binary to review and the docs page no failed request in its console.
 */
const SIZE = 32;
const BLUE = [0x1d, 0x4e, 0xd8] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** The colour at pixel (x, y), y downwards; undefined is transparent (the rounded corners). */
function pixel(x: number, y: number): readonly [number, number, number] | undefined {
  const cx = x + 0.5;
  const cy = y + 0.5;
  // A square with corners rounded at radius 6.
  const dx = Math.max(0, Math.abs(cx - 16) - 10);
  const dy = Math.max(0, Math.abs(cy - 16) - 10);
  if (dx * dx + dy * dy > 36) return undefined;
  // The arch: a half ring (radii 5 to 10) around (16, 17) on two legs down to y = 26.
  const distance = Math.hypot(cx - 16, cy - 17);
  const ring = cy <= 17 && distance >= 5 && distance <= 10;
  const leg = cy > 17 && cy <= 26 && Math.abs(cx - 16) >= 5 && Math.abs(cx - 16) <= 10;
  return ring || leg ? WHITE : BLUE;
}

function icoFile(): Buffer {
  const header = 6 + 16;
  const bitmapHeader = 40;
  const pixels = SIZE * SIZE * 4;
  const mask = SIZE * 4; // 1 bit per pixel, rows padded to 4 bytes; all 0: the alpha channel decides
  const file = Buffer.alloc(header + bitmapHeader + pixels + mask);
  // ICONDIR: reserved, type 1 (icon), one image.
  file.writeUInt16LE(0, 0);
  file.writeUInt16LE(1, 2);
  file.writeUInt16LE(1, 4);
  // ICONDIRENTRY: width, height, no palette, reserved, 1 plane, 32 bits, size and offset of the image.
  file.writeUInt8(SIZE, 6);
  file.writeUInt8(SIZE, 7);
  file.writeUInt16LE(1, 10);
  file.writeUInt16LE(32, 12);
  file.writeUInt32LE(bitmapHeader + pixels + mask, 14);
  file.writeUInt32LE(header, 18);
  // BITMAPINFOHEADER: the height counts the image and its mask; uncompressed.
  file.writeUInt32LE(bitmapHeader, header);
  file.writeInt32LE(SIZE, header + 4);
  file.writeInt32LE(SIZE * 2, header + 8);
  file.writeUInt16LE(1, header + 12);
  file.writeUInt16LE(32, header + 14);
  file.writeUInt32LE(pixels + mask, header + 20);
  // Rows bottom-up, each pixel blue, green, red, alpha.
  let at = header + bitmapHeader;
  for (let row = SIZE - 1; row >= 0; row--) {
    for (let x = 0; x < SIZE; x++) {
      const colour = pixel(x, row);
      if (colour !== undefined) file.set([colour[2], colour[1], colour[0], 0xff], at);
      at += 4;
    }
  }
  return file;
}

export const FAVICON = icoFile();
