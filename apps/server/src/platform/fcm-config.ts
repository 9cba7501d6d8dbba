import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';

/**
 * Firebase Cloud Messaging (HTTP v1), for the pushes to the native app (decision 24). On only when a
 * Google service account is given; everything here is checked at start-up.
 */
export interface FcmConfig {
  projectId: string;
  /** The service account the server signs its token requests with. */
  clientEmail: string;
  privateKey: string;
  /** The send endpoint, the project filled in (`…/v1/projects/{project}/messages:send`). */
  apiUrl: string;
  /** Google's OAuth 2.0 token endpoint (the JWT's audience as well). */
  tokenUrl: string;
}

export const FCM_DEFAULT_API_URL = 'https://fcm.googleapis.com/v1/projects/{project}/messages:send';
export const FCM_DEFAULT_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface FcmEnv {
  FCM_PROJECT_ID?: string | undefined;
  FCM_SERVICE_ACCOUNT_FILE?: string | undefined;
  FCM_SERVICE_ACCOUNT_JSON?: string | undefined;
  FCM_API_URL: string;
  FCM_TOKEN_URL: string;
}

/**
 * The FCM settings, `undefined` when no service account is given (FCM off, nothing changes), or the
 * problems that stop the server: a project without an account, two accounts, an account file that cannot
 * be read, or one without `client_email` or a readable `private_key`. The project defaults to the
 * account's `project_id`.
 */
export function fcmConfigFrom(e: FcmEnv): { config: FcmConfig | undefined; problems: string[] } {
  const file = e.FCM_SERVICE_ACCOUNT_FILE;
  const inline = e.FCM_SERVICE_ACCOUNT_JSON;
  if (!file && !inline) {
    const problems = e.FCM_PROJECT_ID
      ? ['FCM_PROJECT_ID: needs FCM_SERVICE_ACCOUNT_FILE or FCM_SERVICE_ACCOUNT_JSON']
      : [];
    return { config: undefined, problems };
  }
  if (file && inline) {
    return {
      config: undefined,
      problems: ['FCM_SERVICE_ACCOUNT_FILE: set either it or FCM_SERVICE_ACCOUNT_JSON, not both'],
    };
  }
  const variable = file ? 'FCM_SERVICE_ACCOUNT_FILE' : 'FCM_SERVICE_ACCOUNT_JSON';
  let account: Record<string, unknown>;
  try {
    const text = file ? fs.readFileSync(file, 'utf8') : inline!;
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') throw new Error('not a JSON object');
    account = parsed as Record<string, unknown>;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: undefined, problems: [`${variable}: not a readable service-account JSON (${reason})`] };
  }
  const problems: string[] = [];
  const clientEmail = typeof account.client_email === 'string' ? account.client_email : '';
  const privateKey = typeof account.private_key === 'string' ? account.private_key : '';
  if (!clientEmail.includes('@')) problems.push(`${variable}: client_email missing`);
  try {
    createPrivateKey(privateKey);
  } catch {
    problems.push(`${variable}: private_key missing or not a PEM private key`);
  }
  const projectId =
    e.FCM_PROJECT_ID ?? (typeof account.project_id === 'string' ? account.project_id : undefined);
  if (!projectId) problems.push('FCM_PROJECT_ID: required (the service account names no project_id)');
  else if (!/^[a-z0-9-]{1,100}$/i.test(projectId)) {
    problems.push('FCM_PROJECT_ID: letters, digits and dashes only');
  }
  if (problems.length > 0) return { config: undefined, problems };
  return {
    config: {
      projectId: projectId!,
      clientEmail,
      privateKey,
      apiUrl: e.FCM_API_URL.replaceAll('{project}', encodeURIComponent(projectId!)),
      tokenUrl: e.FCM_TOKEN_URL,
    },
    problems: [],
  };
}
