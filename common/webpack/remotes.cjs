/**
 * Every remote: its federation name, the folder it lives in, the URL path it is served
 * under (the same in production and behind the dev proxy) and its dev-server port.
 */
const REMOTES = [
  { name: 'mf_auth', dir: 'mf-auth', port: 3001 },
  { name: 'mf_teacher', dir: 'mf-teacher', port: 3002 },
  { name: 'mf_student', dir: 'mf-student', port: 3003 },
  { name: 'mf_admin_reports', dir: 'mf-admin-reports', port: 3004 },
  { name: 'mf_admin_schedule', dir: 'mf-admin-schedule', port: 3005 },
  { name: 'mf_admin_settings', dir: 'mf-admin-settings', port: 3006 },
];

const SHELL_DEV_PORT = 3000;
const API_DEV_PORT = 3100;

/** The built-in remotes config: same-origin manifest URLs. */
function defaultRemotesConfig() {
  return Object.fromEntries(REMOTES.map((r) => [r.name, `/${r.dir}/mf-manifest.json`]));
}

module.exports = { REMOTES, SHELL_DEV_PORT, API_DEV_PORT, defaultRemotesConfig };
