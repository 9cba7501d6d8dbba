// Being built (issue 17): replaced by the page itself before the issue is resolved.
export function ShoutOutDriverProposePage() {
  return null;
}
