/**
 * The six story-shape pictures, drawn by the team: the course of each shape as a road over a landscape from the
 * start of the book (left) to its end (right), with a walker where the story ends. Coordinates are in a 200×120
 * box; the road follows the shape's mood at 0, 25, 50, 75 and 100 % (engine/functions.ts storyShapes).
 */
export interface StoryShapeArt {
  /** Danish description of the picture. */
  title: string;
  /** The mood at 0, 25, 50, 75 and 100 % of the book, −1..1. */
  course: readonly number[];
}

export const storyShapeArt: Readonly<Record<number, StoryShapeArt>> = {
  1: { title: 'En vej, der stiger fra dalen til toppen: det går op gennem hele bogen.', course: [-1, -0.5, 0, 0.5, 1] },
  2: {
    title: 'En vej, der falder fra toppen til dalen: det går ned gennem hele bogen.',
    course: [1, 0.5, 0, -0.5, -1],
  },
  3: { title: 'En vej op over en høj bakke og ned igen: opstigning og fald.', course: [-1, 0.2, 1, 0.2, -1] },
  4: { title: 'En vej ned i et hul og op igen: fald og genrejsning.', course: [1, -0.2, -1, -0.2, 1] },
  5: { title: 'En vej op, ned og op igen til toppen: Askepots forløb.', course: [-1, 0.6, -0.4, 0.3, 1] },
  6: { title: 'En vej ned, op og ned igen til dalen: Ødipus’ forløb.', course: [1, -0.6, 0.4, -0.3, -1] },
};

const left = 16;
const right = 184;
const top = 38;
const bottom = 92;

/** The point of the course at a fraction 0..1 of the book. */
export function pointAt(course: readonly number[], fraction: number): { x: number; y: number } {
  const x = left + (right - left) * fraction;
  const y = bottom - ((interpolate(course, fraction) + 1) / 2) * (bottom - top);
  return { x, y };
}

function interpolate(course: readonly number[], fraction: number): number {
  const at = fraction * (course.length - 1);
  const i = Math.min(course.length - 2, Math.floor(at));
  const t = at - i;
  // smoothstep between the points, so the road curves
  const s = t * t * (3 - 2 * t);
  return course[i]! + (course[i + 1]! - course[i]!) * s;
}

/** The road as an SVG path through 41 points of the course. */
export function roadPath(course: readonly number[]): string {
  const points = Array.from({ length: 41 }, (_, i) => pointAt(course, i / 40));
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
}
