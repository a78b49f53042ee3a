// The part of the espeak-ng package (Emscripten build of the eSpeak NG command line) that the
// server demo voice uses; the package ships no types.
declare module "espeak-ng" {
  type ESpeakInstance = { FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string | Uint8Array): void } };
  type ESpeakOptions = {
    arguments: string[];
    preRun?: ((instance: ESpeakInstance) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
  };
  function ESpeakNg(options: ESpeakOptions): Promise<ESpeakInstance>;
  export default ESpeakNg;
}
