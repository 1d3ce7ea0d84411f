/** How a sourcing file's type and size are said (the form's list and the request's page). */

export function fileTypeText(type: string, t: (key: string) => string): string {
  return type === 'application/pdf' ? t('sourcing:files.typePdf') : t('sourcing:files.typeImage');
}

/** Bytes as KB (under 1 MB) or MB with one decimal. */
export function fileSizeText(size: number): string {
  if (size < 1024 * 1024) return `${Math.max(1, Math.round(size / 1024))} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
