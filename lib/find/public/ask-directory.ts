// When the directory's own search is asked without the person asking (issue 28): only while the local
// copy is incomplete (the first sync has not finished, so it may lack the tool). Once the copy is whole,
// the device's answer is every match, and the directory is asked only when the person asks for its own
// results ("Search the directory's own index").
export function directoryWorthAsking(localComplete: boolean): boolean {
  return !localComplete;
}
