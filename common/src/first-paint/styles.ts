/*
 * The first page's look, drawn without MUI: the theme's colours and type (web-kit/src/ui/theme.ts)
 * and MUI's outlined field, contained button and elevated paper, close enough that the login page
 * does not change when the portal's own screens follow it. Touch targets are at least 44 px.
 */
const CSS = `
.fp-page{min-height:70vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box}
.fp-page,.fp-cookie{font-family:"Roboto","Helvetica Neue",Arial,sans-serif;color:rgba(0,0,0,.87);line-height:1.5}
.fp-card{width:100%;max-width:400px;box-sizing:border-box;padding:32px;background:#fff;border-radius:4px;box-shadow:0 3px 3px -2px rgba(0,0,0,.2),0 3px 4px 0 rgba(0,0,0,.14),0 1px 8px 0 rgba(0,0,0,.12)}
.fp-overline{margin:0;font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:rgba(0,0,0,.6)}
.fp-title{margin:0 0 24px;font-size:24px;font-weight:400}
.fp-alert{margin:0 0 16px;padding:12px 16px;border-radius:4px;background:#fdeded;color:#5f2120}
.fp-fields{display:flex;flex-direction:column;gap:16px}
.fp-field{display:flex;flex-direction:column;gap:4px}
.fp-field label{font-size:14px;color:rgba(0,0,0,.6)}
.fp-box{position:relative;display:flex}
.fp-field input{flex:1;min-width:0;min-height:48px;box-sizing:border-box;padding:12px 14px;font:inherit;font-size:16px;color:inherit;background:#fff;border:1px solid rgba(0,0,0,.23);border-radius:4px}
.fp-field input[type=password],.fp-field input.fp-revealed{padding-right:52px}
.fp-field input:focus{outline:none;border-color:#1f5fa8;box-shadow:inset 0 0 0 1px #1f5fa8}
.fp-field input[aria-invalid=true]{border-color:#d32f2f}
.fp-helper{margin:0 14px;font-size:12px;color:#d32f2f}
.fp-toggle{position:absolute;right:2px;top:50%;transform:translateY(-50%);width:44px;height:44px;padding:10px;border:0;border-radius:50%;background:none;color:rgba(0,0,0,.54);cursor:pointer}
.fp-toggle svg{width:24px;height:24px;fill:currentColor}
.fp-button{min-height:48px;padding:8px 22px;font:inherit;font-size:15px;font-weight:500;letter-spacing:.03em;text-transform:uppercase;color:#fff;background:#1f5fa8;border:0;border-radius:4px;cursor:pointer;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.fp-button:disabled{color:rgba(0,0,0,.26);background:rgba(0,0,0,.12);box-shadow:none;cursor:default}
.fp-cookie{position:fixed;left:16px;right:16px;bottom:16px;z-index:1399;max-width:900px;margin:0 auto;padding:16px;box-sizing:border-box;display:flex;flex-wrap:wrap;gap:16px;align-items:center;background:#fff;border-radius:4px;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14),0 1px 18px 0 rgba(0,0,0,.12)}
.fp-cookie p{flex:1 1 300px;margin:0}
`;

/** Adds the first page's styles to the document once. */
export function ensureFirstPaintStyles(doc: Document = document): void {
  if (doc.getElementById('first-paint-styles')) return;
  const style = doc.createElement('style');
  style.id = 'first-paint-styles';
  style.textContent = CSS;
  doc.head.append(style);
}
