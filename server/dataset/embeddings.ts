// Embeddings that cluster by subcategory inside category, so "alternatives" by cosine similarity
// are tools of the same kind: unit vectors near a per-subcategory centroid, itself near its category's.
import type { Random } from '../random';
import { EMBEDDING_DIMENSIONS } from './types';

export type Vector = number[];

function normalize(vector: Vector): Vector {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  return vector.map((value) => value / norm);
}

function gaussianVector(random: Random, scale: number): Vector {
  return Array.from({ length: EMBEDDING_DIMENSIONS }, () => random.gaussian() * scale);
}

export function categoryCentroid(random: Random): Vector {
  return normalize(gaussianVector(random, 1));
}

/** Close to its category (cosine about 0.75) but distinct from its siblings. */
export function subcategoryCentroid(random: Random, category: Vector): Vector {
  const offset = normalize(gaussianVector(random, 1));
  return normalize(category.map((value, i) => value + 0.85 * (offset[i] ?? 0)));
}

/**
 * Well-known tools of one kind sit closer to each other than to the crowd (ChatGPT's neighbours are
 * Gemini and Claude): the centroid pushed a little in a direction shared by that subcategory's flagships.
 */
export function flagshipCentroid(random: Random, centroid: Vector): Vector {
  const offset = normalize(gaussianVector(random, 1));
  return normalize(centroid.map((value, i) => value + 0.3 * (offset[i] ?? 0)));
}

/** A tool near its centroid; rounded so the dataset stays compact and stable. One array: it runs 8,000+ times. */
export function toolEmbedding(random: Random, centroid: Vector, noise = 0.12): Vector {
  const vector = new Array<number>(centroid.length);
  let norm = 0;
  for (let i = 0; i < centroid.length; i++) {
    const value = (centroid[i] ?? 0) + random.gaussian() * noise;
    vector[i] = value;
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++)
    vector[i] = Math.round(((vector[i] ?? 0) / norm) * 100_000) / 100_000;
  return vector;
}
