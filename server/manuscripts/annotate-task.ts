/** Runs inside an annotation worker thread: the annotated .docx of one revision (analysis/word). */
import { ManuscriptError } from '../../analysis/errors.ts';
import { type AnnotationRequest, annotatedManuscript } from '../../analysis/word/index.ts';

export type AnnotateResult = { ok: true; bytes: Uint8Array; comments: number } | { ok: false; message: string };

export async function runAnnotation(request: AnnotationRequest): Promise<AnnotateResult> {
  try {
    const { bytes, comments } = await annotatedManuscript(request);
    return { ok: true, bytes, comments };
  } catch (error) {
    if (error instanceof ManuscriptError) return { ok: false, message: error.message };
    throw error;
  }
}
