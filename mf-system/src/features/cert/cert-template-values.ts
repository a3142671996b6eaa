import type { CertTemplateBody } from '@pm/domain/certificates/shapes';

/** A template's form values: everything but the layout, which the designer's canvas edits. */
export type CertTemplateValues = Omit<CertTemplateBody, 'layout'>;

/** The values a new template opens with. */
export const newCertTemplateValues: CertTemplateValues = {
  name: '',
  recipientType: 'volunteer',
  issuerName: '',
  prefix: 'ZS',
  digits: 4,
  backgroundFileId: null,
  sealFileId: null,
  signatureFileId: null,
  enabled: true,
};
