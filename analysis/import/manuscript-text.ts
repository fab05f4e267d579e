/** What every importer produces: the book as an ordered list of blocks, before segmentation. */
export type BlockKind = 'paragraph' | 'heading' | 'sceneBreak';

export interface TextBlock {
  kind: BlockKind;
  text: string;
  /** A heading that opens an epub spine document (its text: the title the table of contents gives, or ''). */
  documentStart?: boolean;
}

export type ManuscriptFileType = 'TEXT' | 'DOCX' | 'EPUB';
