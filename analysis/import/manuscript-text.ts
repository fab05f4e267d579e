/** What every importer produces: the book as an ordered list of blocks, before segmentation. */
export type BlockKind = 'paragraph' | 'heading' | 'sceneBreak';

export interface TextBlock {
  kind: BlockKind;
  text: string;
}

export type ManuscriptFileType = 'TEXT' | 'DOCX' | 'EPUB';
