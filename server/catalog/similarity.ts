// "Alternatives": the visible tools whose embeddings are nearest by cosine similarity.
import type { ToolRecord } from '../dataset/types';

export const MAX_ALTERNATIVES = 5;

export class SimilarityIndex {
  private readonly candidates: ToolRecord[];
  /** Unit vectors of the candidates, row after row. */
  private readonly matrix: Float32Array;
  private readonly dimensions: number;
  private readonly cache = new Map<number, readonly ToolRecord[]>();

  /** `visibleTools` in listing order, so equally similar tools fall back to popularity. */
  constructor(visibleTools: readonly ToolRecord[]) {
    this.candidates = visibleTools.filter((tool) => tool.embedding !== null);
    this.dimensions = this.candidates[0]?.embedding?.length ?? 0;
    this.matrix = new Float32Array(this.candidates.length * this.dimensions);
    this.candidates.forEach((tool, row) => {
      const unit = unitVector(tool.embedding ?? []);
      this.matrix.set(unit, row * this.dimensions);
    });
  }

  /** At most five, most similar first; never the tool itself; none for a tool without an embedding. */
  alternativesOf(tool: ToolRecord): readonly ToolRecord[] {
    if (tool.embedding === null) return [];
    const cached = this.cache.get(tool.id);
    if (cached) return cached;
    const query = unitVector(tool.embedding);
    const best: Array<{ row: number; score: number }> = [];
    const { matrix, dimensions, candidates } = this;
    let threshold = Number.NEGATIVE_INFINITY;
    for (let row = 0, offset = 0; row < candidates.length; row++, offset += dimensions) {
      let score = 0;
      // The hot loop of this server: indexes are in range by construction, so no undefined checks.
      for (let i = 0; i < dimensions; i++) score += (matrix[offset + i] as number) * (query[i] as number);
      if (score <= threshold || (candidates[row] as ToolRecord).id === tool.id) continue;
      let position = best.length;
      while (position > 0 && (best[position - 1] as { score: number }).score < score) position--;
      best.splice(position, 0, { row, score });
      if (best.length > MAX_ALTERNATIVES) best.pop();
      if (best.length === MAX_ALTERNATIVES)
        threshold = (best[MAX_ALTERNATIVES - 1] as { score: number }).score;
    }
    const result = best.map(({ row }) => this.candidates[row] as ToolRecord);
    this.cache.set(tool.id, result);
    return result;
  }
}

function unitVector(vector: readonly number[]): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  const unit = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) unit[i] = (vector[i] ?? 0) / norm;
  return unit;
}
