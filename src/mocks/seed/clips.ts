// The content library: 12 clips, 3 in each of the spec's four categories, all 1920x1080 and
// 15 seconds, with local WebM files and SVG posters under public/demo/clips/.
import type { ClipRecord } from '@/mocks/records';

function clip(key: string, name: string, category: string, file: string): ClipRecord {
  return {
    key,
    name,
    category,
    duration: '00:00:15',
    url: `/demo/clips/${file}.webm`,
    posterUrl: `/demo/clips/${file}.svg`,
    resolution: '1920x1080',
  };
}

export function seedClips(): ClipRecord[] {
  return [
    clip('wow_1', 'Aurora over Tromsø', 'Window to Our World', 'aurora-over-tromso'),
    clip('wow_2', 'Kyoto Bamboo Grove', 'Window to Our World', 'kyoto-bamboo-grove'),
    clip('wow_3', 'Patagonian Glacier', 'Window to Our World', 'patagonian-glacier'),
    clip('mtn_1', 'Powder Day', 'Mountain Sports', 'powder-day'),
    clip('mtn_2', 'Ridge Trail Run', 'Mountain Sports', 'ridge-trail-run'),
    clip('mtn_3', 'Paraglider Descent', 'Mountain Sports', 'paraglider-descent'),
    clip('num_1', 'Countdown to Ten', 'Numbers', 'countdown-to-ten'),
    clip('num_2', 'Fibonacci Spiral', 'Numbers', 'fibonacci-spiral'),
    clip('num_3', 'The World in Numbers', 'Numbers', 'world-in-numbers'),
    clip('insp_1', 'Rise and Shine', 'Inspirations', 'rise-and-shine'),
    clip('insp_2', 'Small Steps', 'Inspirations', 'small-steps'),
    clip('insp_3', 'Keep Going', 'Inspirations', 'keep-going'),
  ];
}
