/**
 * The embedded provider's pages: login, sign-up, logout and errors. Server-rendered HTML in Dutch with
 * the app's colours; no inline scripts or styles, so the strict content security policy holds.
 */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export const ASSETS_PATH = '/auth/assets';

function layout(title: string, body: string, scripts: string[] = []): string {
  const scriptTags = scripts.map((src) => `<script src="${ASSETS_PATH}/${src}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Achterhoek Mobiel</title>
<link rel="stylesheet" href="${ASSETS_PATH}/identity.css">
${scriptTags}
</head>
<body>
<header class="brand"><span class="brand-name">Achterhoek Mobiel</span></header>
<main class="card">
${body}
</main>
</body>
</html>`;
}

interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
}

function field({ name, label, type, autocomplete, value, error, hint }: Field): string {
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
 value="${escapeHtml(value ?? '')}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export interface LoginView {
  uid: string;
  email?: string;
  error?: string;
}

export function loginPage({ uid, email, error }: LoginView): string {
  return layout(
    'Aanmelden',
    `<h1>Aanmelden</h1>
${alert(error)}
<form method="post" action="/auth/interaction/${escapeHtml(uid)}/login" novalidate>
${field({ name: 'email', label: 'E-mailadres', type: 'email', autocomplete: 'username', value: email })}
${field({ name: 'password', label: 'Wachtwoord', type: 'password', autocomplete: 'current-password' })}
<button type="submit" class="primary">Aanmelden</button>
</form>
<p class="switch"><a href="${FORGOT_PASSWORD_PATH}?uid=${encodeURIComponent(uid)}">Wachtwoord vergeten?</a></p>
<p class="switch"><a href="/auth/interaction/${escapeHtml(uid)}/registreren">Nog geen account? Registreren</a></p>
<p class="switch"><a href="/auth/interaction/${escapeHtml(uid)}/abort">Annuleren</a></p>`,
  );
}

export interface SignUpView {
  uid: string;
  values?: Partial<Record<'givenName' | 'familyName' | 'email', string>>;
  errors?: Partial<Record<'givenName' | 'familyName' | 'email' | 'password', string>>;
  error?: string;
  passwordMinLength: number;
}

export function signUpPage({ uid, values = {}, errors = {}, error, passwordMinLength }: SignUpView): string {
  const hasErrors = Object.keys(errors).length > 0;
  return layout(
    'Registreren',
    `<h1>Registreren</h1>
<p>Maak een account aan. Daarna vul je in de app je profiel verder in.</p>
${alert(error ?? (hasErrors ? 'Controleer de velden hieronder.' : undefined))}
<form method="post" action="/auth/interaction/${escapeHtml(uid)}/signup" novalidate>
${field({ name: 'givenName', label: 'Voornaam', type: 'text', autocomplete: 'given-name', value: values.givenName, error: errors.givenName })}
${field({ name: 'familyName', label: 'Achternaam', type: 'text', autocomplete: 'family-name', value: values.familyName, error: errors.familyName })}
${field({ name: 'email', label: 'E-mailadres', type: 'email', autocomplete: 'email', value: values.email, error: errors.email })}
${field({
  name: 'password',
  label: 'Wachtwoord',
  type: 'password',
  autocomplete: 'new-password',
  error: errors.password,
  hint: `Minimaal ${passwordMinLength} tekens.`,
})}
<button type="submit" class="primary">Account aanmaken</button>
</form>
<p class="switch"><a href="/auth/interaction/${escapeHtml(uid)}/aanmelden">Al een account? Aanmelden</a></p>
<p class="switch"><a href="/auth/interaction/${escapeHtml(uid)}/abort">Annuleren</a></p>`,
  );
}

/** The page asking the e-mail address a reset link goes to ('Wachtwoord vergeten?'). */
export const FORGOT_PASSWORD_PATH = '/auth/wachtwoord/vergeten';

/** Back to the login the person came from, or to the app when they did not come from one. */
function backToLogin(uid: string | undefined, appOrigin: string): string {
  const href = uid ? `/auth/interaction/${encodeURIComponent(uid)}/aanmelden` : `${appOrigin}/`;
  return `<p class="switch"><a href="${escapeHtml(href)}">Terug naar aanmelden</a></p>`;
}

export interface ForgotPasswordView {
  uid?: string;
  appOrigin: string;
  email?: string;
  error?: string;
}

export function forgotPasswordPage({ uid, appOrigin, email, error }: ForgotPasswordView): string {
  return layout(
    'Wachtwoord vergeten',
    `<h1>Wachtwoord vergeten?</h1>
<p>Vul je e-mailadres in. We sturen je een e-mail met een link om een nieuw wachtwoord te kiezen.</p>
${alert(error)}
<form method="post" action="${FORGOT_PASSWORD_PATH}" novalidate>
${uid ? `<input type="hidden" name="uid" value="${escapeHtml(uid)}">` : ''}
${field({ name: 'email', label: 'E-mailadres', type: 'email', autocomplete: 'username', value: email })}
<button type="submit" class="primary">Stuur de link</button>
</form>
${backToLogin(uid, appOrigin)}`,
  );
}

/** The one answer to every accepted request, whether or not the address is known. */
export const RESET_REQUESTED_MESSAGE =
  'Als dit e-mailadres bij ons bekend is, krijg je een e-mail met een link om een nieuw wachtwoord te kiezen.';

export function resetRequestedPage({
  uid,
  appOrigin,
  linkMinutes,
}: {
  uid?: string;
  appOrigin: string;
  linkMinutes: number;
}): string {
  return layout(
    'Kijk in je e-mail',
    `<h1>Kijk in je e-mail</h1>
<p role="status">${escapeHtml(RESET_REQUESTED_MESSAGE)}</p>
<p>De link werkt ${linkMinutes} minuten. Zie je geen e-mail? Kijk ook bij de ongewenste e-mail (spam).</p>
${backToLogin(uid, appOrigin)}`,
  );
}

export function newPasswordPage({
  token,
  error,
  passwordMinLength,
}: {
  token: string;
  error?: string;
  passwordMinLength: number;
}): string {
  return layout(
    'Nieuw wachtwoord',
    `<h1>Kies een nieuw wachtwoord</h1>
<form method="post" action="/auth/wachtwoord/nieuw" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${field({
  name: 'password',
  label: 'Nieuw wachtwoord',
  type: 'password',
  autocomplete: 'new-password',
  error,
  hint: `Minimaal ${passwordMinLength} tekens.`,
})}
<button type="submit" class="primary">Wachtwoord opslaan</button>
</form>`,
  );
}

export function resetLinkInvalidPage(appOrigin: string): string {
  return layout(
    'Link werkt niet meer',
    `<h1>Deze link werkt niet meer</h1>
<p>De link is verlopen of al gebruikt. Vraag een nieuwe link aan.</p>
<p><a class="button primary" href="${FORGOT_PASSWORD_PATH}">Nieuwe link aanvragen</a></p>
<p class="switch"><a href="${escapeHtml(appOrigin)}/">Naar de app</a></p>`,
  );
}

export function passwordChangedPage(appOrigin: string): string {
  return layout(
    'Wachtwoord opgeslagen',
    `<h1>Je wachtwoord is opgeslagen</h1>
<p role="status">Je kunt nu aanmelden met je nieuwe wachtwoord.</p>
<p><a class="button primary" href="${escapeHtml(appOrigin)}/">Naar de app om aan te melden</a></p>`,
  );
}

export function tooManyResetRequestsPage({
  uid,
  appOrigin,
  retryAfterSeconds,
}: {
  uid?: string;
  appOrigin: string;
  retryAfterSeconds: number;
}): string {
  return layout(
    'Te veel aanvragen',
    `<h1>Wachtwoord vergeten?</h1>
${alert(`Te veel aanvragen. Probeer het over ${Math.ceil(retryAfterSeconds / 60)} minuten opnieuw.`)}
${backToLogin(uid, appOrigin)}`,
  );
}

/** The provider's logout confirmation; a small script submits it at once, the buttons work without it. */
export function logoutPage(form: string): string {
  return layout(
    'Afmelden',
    `<h1>Afmelden</h1>
<p>Je wordt afgemeld…</p>
${form}
<button type="submit" class="primary" form="op.logoutForm" value="yes" name="logout" autofocus>Ja, afmelden</button>
<button type="submit" class="secondary" form="op.logoutForm">Nee, aangemeld blijven</button>`,
    ['logout.js'],
  );
}

export function loggedOutPage(publicUrl: string): string {
  return layout(
    'Afgemeld',
    `<h1>Tot ziens</h1>
<p>Je bent afgemeld.</p>
<p><a class="button primary" href="${escapeHtml(publicUrl)}/">Terug naar de app</a></p>`,
  );
}

/**
 * What an error of the login service means, in Dutch: oidc-provider describes its errors in English
 * ("redirect_uri did not match any of the client's registered redirect_uris"), which our users must
 * never see. The error code is shown as well, for whoever helps them.
 */
const ERROR_EXPLANATIONS: Record<string, string> = {
  invalid_redirect_uri:
    'De app is geopend via een ander adres dan waarvoor de aanmeldservice is ingesteld. Open de app via het adres hieronder.',
  invalid_client: 'De app is niet bekend bij de aanmeldservice.',
  invalid_request: 'Het verzoek om aan te melden was niet compleet of niet geldig.',
  session_not_found: 'De aanmeldpagina is verlopen.',
  access_denied: 'Het aanmelden is afgebroken.',
  login_required: 'Je bent niet (meer) aangemeld.',
  server_error: 'De aanmeldservice had een storing.',
};

export function errorPage(publicUrl: string, error: unknown): string {
  const code =
    error && typeof error === 'object' && 'error' in error
      ? String((error as { error: unknown }).error)
      : undefined;
  const explanation = (code && ERROR_EXPLANATIONS[code]) ?? 'Er ging iets mis bij de aanmeldservice.';
  return layout(
    'Er ging iets mis',
    `<h1>Er ging iets mis bij het aanmelden</h1>
<p>${escapeHtml(explanation)}</p>
<p>Probeer het opnieuw vanuit de app.</p>
${code ? `<p class="detail">Foutcode: ${escapeHtml(code)}</p>` : ''}
<p><a class="button primary" href="${escapeHtml(publicUrl)}/">Terug naar de app</a></p>`,
  );
}

export const IDENTITY_CSS = `
:root { --primary: #1c6b48; --primary-dark: #14533a; --error: #b3261e; --text: #1a1a1a; --muted: #4a4a4a; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 18px;
  line-height: 1.5; color: var(--text); background: #f3f6f4; }
.brand { background: var(--primary); color: #fff; padding: 14px 20px; font-weight: 700; font-size: 20px; }
.card { max-width: 440px; margin: 24px auto; background: #fff; padding: 24px 20px; border-radius: 12px;
  box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 26px; margin: 0 0 16px; }
.field { margin-bottom: 18px; }
label { display: block; font-weight: 600; margin-bottom: 6px; }
input { width: 100%; min-height: 48px; font-size: 18px; padding: 10px 12px; border: 2px solid #767676;
  border-radius: 8px; }
input:focus { outline: 3px solid #f2b300; outline-offset: 1px; border-color: var(--primary); }
input[aria-invalid="true"] { border-color: var(--error); }
.hint { margin: 0 0 6px; color: var(--muted); font-size: 16px; }
.field-error { color: var(--error); margin: 6px 0 0; font-size: 16px; }
.alert { background: #fdecea; color: var(--error); border-left: 4px solid var(--error); padding: 10px 12px;
  border-radius: 6px; }
button, .button { display: block; width: 100%; min-height: 52px; font-size: 18px; font-weight: 700; border-radius: 8px;
  border: 2px solid var(--primary); cursor: pointer; text-align: center; text-decoration: none; padding: 12px;
  margin-bottom: 12px; }
.primary { background: var(--primary); color: #fff; }
.primary:hover { background: var(--primary-dark); }
.secondary { background: #fff; color: var(--primary); }
button:focus-visible, a:focus-visible { outline: 3px solid #f2b300; outline-offset: 2px; }
.switch { text-align: center; margin: 12px 0 0; }
.switch a { color: var(--primary-dark); font-weight: 600; }
.detail { color: var(--muted); font-size: 16px; }
`;

/** Submits the logout confirmation form straight away: the user already chose 'Afmelden' in the app. */
export const LOGOUT_JS = `
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
});
`;
