// The build's dynamic imports of its chunks go through __importChunk (a Retry after a failed
// download asks again in every browser): the rewrite of the bundle's code.
import { throughImportChunk } from '../../scripts/chunk-import-plugin';

describe('throughImportChunk (the bundle rewrite)', () => {
  it('routes every dynamic import of a sibling chunk, in any quote, through __importChunk', () => {
    const code =
      'var V=k(()=>o(()=>import(`./conflict-dialog-Dc-Afz57.js`).then(e=>e.n),__vite__mapDeps([0])));' +
      'const a=()=>import("./reports-list-B_x9.js"),b=()=>import(\'./x.y-1.js\');';
    expect(throughImportChunk(code)).toBe(
      'var V=k(()=>o(()=>__importChunk(`./conflict-dialog-Dc-Afz57.js`).then(e=>e.n),__vite__mapDeps([0])));' +
        'const a=()=>__importChunk("./reports-list-B_x9.js"),b=()=>__importChunk(\'./x.y-1.js\');',
    );
  });

  it('leaves static imports, import.meta, computed and foreign specifiers alone', () => {
    const code =
      'import{t as D}from"./conflict-dialog-Dc-Afz57.js";' +
      'const u=new URL(e,import.meta.url);import(t);import(`https://cdn.test/x.js`);' +
      'import(`./styles.css`);import("../up.js");';
    expect(throughImportChunk(code)).toBe(code);
  });

  it('names the chunks an import preloads with it, when the build lists any', () => {
    const code = 'a=()=>import(`./access-X1.js`),b=()=>import(`./home-Y2.js`);';
    const preloads = (file: string) => (file === './access-X1.js' ? ['./forms-Z3.js'] : []);
    expect(throughImportChunk(code, preloads)).toBe(
      'a=()=>__importChunk(`./access-X1.js`,[`./forms-Z3.js`]),b=()=>__importChunk(`./home-Y2.js`);',
    );
  });
});
