import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the first pages' styles, src/app/styles/first-pages.css, about 7 KB
 * compressed) into index.html as a `<style>` element instead of a `<link>`.
 *
 * Why: a linked stylesheet blocks the first paint until it has been fetched, one more round trip after the
 * HTML on a slow phone connection (Lighthouse counted it as the page's render-blocking request). Inline, the
 * splash or the prerendered landing page paints as soon as the HTML has arrived, while the scripts are
 * still loading. The styles of later pages keep coming as files (cached, loaded with their page).
 *
 * The CSS file stays in the build (the manifest names it, the budget check measures it); only the HTML stops
 * asking for it. The server's Content-Security-Policy allows inline styles (Mantine sets style attributes).
 */
export function inlineFirstStyles(): Plugin {
  return {
    name: 'achterhoek:inline-first-styles',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put the entry's <link rel="stylesheet"> tags into the page.
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag: string, fileName: string) => {
            const asset = bundle[fileName];
            if (!asset || asset.type !== 'asset') {
              throw new Error(
                `inline-first-styles: ${fileName} is linked from index.html but not in the build`,
              );
            }
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            // A stylesheet cannot end the <style> element early unless it contains "</style"; refuse it then.
            if (/<\/style/i.test(css)) throw new Error(`inline-first-styles: ${fileName} contains "</style"`);
            return `<style data-inlined-from="/${fileName}">${css}</style>`;
          },
        );
      },
    },
  };
}
