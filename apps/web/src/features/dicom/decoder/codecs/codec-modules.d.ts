// The codec packages ship no type declarations; these describe the parts the decoder uses.
declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const factory: import('./emscripten-codec.ts').EmscriptenFactory<{
    J2KDecoder: new () => import('./emscripten-codec.ts').EmscriptenDecoder;
  }>;
  export default factory;
}
declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const factory: import('./emscripten-codec.ts').EmscriptenFactory<{
    JpegLSDecoder: new () => import('./emscripten-codec.ts').EmscriptenDecoder;
  }>;
  export default factory;
}
declare module '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs' {
  const factory: import('./emscripten-codec.ts').EmscriptenFactory<{
    JPEGDecoder: new () => import('./emscripten-codec.ts').EmscriptenDecoder;
  }>;
  export default factory;
}
declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    frame: { numComp: number; dimX: number; dimY: number; precision: number };
    decompress(buffer: ArrayBuffer, offset: number, length: number): ArrayBuffer;
  }
}
