/** The package ships JavaScript only: the two calls the planner uses. */
declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(algorithm: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
