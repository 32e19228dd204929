import fs from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/**
 * A Y4M video (YUV4MPEG2, 4:2:0) whose every frame shows the QR code of this
 * text, black on white with a quiet zone: what Chromium's fake camera
 * (--use-file-for-fake-video-capture) plays on a loop, so the scanner page
 * sees a pass held up to the camera.
 */
export function writePassVideo(text: string, file: string): void {
  const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quietZone = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * quietZone));
  const side = (modules.size + 2 * quietZone) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const y = top + (row + quietZone) * scale + dy;
        luma.fill(0, y * WIDTH + left + (column + quietZone) * scale, y * WIDTH + left + (column + quietZone + 1) * scale);
      }
    }
  }
  // No colour: both chroma planes at the neutral 128.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
