/**
 * What an appropriation write changes: the three views and their totals (`Appropriation`), the project's
 * appropriated/paid/available figures (`Project`), and what a budget's expenses may be linked to (`Budget`: a
 * payment makes an appropriation spendable, a bounced one takes it back). RTK Query invalidates after a refusal
 * too, so a 409 (moved by someone else) re-reads the rows.
 */
export const APPROPRIATION_WRITE_TAGS = ['Appropriation', 'Project', 'Budget'] as const;
