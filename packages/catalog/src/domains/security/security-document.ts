/** A downloaded JSON document (an SBOM, a Sigstore bundle) as the `security_document` kind shows it. */
export function asDocument(title: string) {
  return (data: unknown) => ({
    title,
    content: typeof data === 'string' ? data : JSON.stringify(data, null, 2),
  });
}
