/**
 * The shape of the store's written pages (policies and the help centre): a title, a lead and sections of
 * paragraphs, lists and questions. A paragraph may hold links written `[text](/path)`.
 */
export type Block = string | { readonly list: readonly string[] };

export interface Faq {
  /** An anchor for a question another page links to (the same in every language). */
  readonly id?: string;
  readonly q: string;
  readonly a: readonly Block[];
}

export interface DocSection {
  /** The anchor of the section, linked from the table of contents. */
  readonly id: string;
  readonly heading: string;
  readonly blocks?: readonly Block[];
  readonly faqs?: readonly Faq[];
}

export interface ContentDoc {
  readonly title: string;
  /** The meta description: one or two sentences. */
  readonly description: string;
  readonly lead: string;
  readonly sections: readonly DocSection[];
}
