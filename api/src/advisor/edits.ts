/** Every string one letter shorter than `word`: a typo and the word it misspells share one. */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < word.length; index++) out.push(word.slice(0, index) + word.slice(index + 1));
  return out;
}
