/**
 * The one webpack config factory for the shell and every remote.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared.cjs');
const { REMOTES, API_DEV_PORT } = require('./remotes.cjs');

const COMMON_SRC = path.resolve(__dirname, '../src');
const MF_AUTH_REMOTE = 'mf_auth@/mf-auth/mf-manifest.json';

const swcLoader = {
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
};

/** Dev servers proxy /api and the other remotes, so URLs are the same as in production. */
function devProxy(selfDir) {
  return [
    { context: ['/api'], target: `http://localhost:${API_DEV_PORT}` },
    ...REMOTES.filter((r) => r.dir !== selfDir).map((r) => ({
      context: [`/${r.dir}`],
      target: `http://localhost:${r.port}`,
      pathRewrite: { [`^/${r.dir}`]: '' },
    })),
    { context: ['/remotes.json'], target: `http://localhost:${API_DEV_PORT}` },
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir         the app's folder (absolute)
 * @param {string} options.name        federation name (mf_teacher, shell)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.usesSession] the app imports mf_auth/session (resolved at run time from the remotes config)
 * @param {boolean} [options.isShell]
 * @param {number} options.port        dev-server port
 */
function createConfig({ dir, name, exposes = {}, usesSession = true, isShell = false, port }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const folder = path.basename(dir);
    const remotes = usesSession && name !== 'mf_auth' ? { mf_auth: MF_AUTH_REMOTE } : {};
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          '@diary/common$': path.join(COMMON_SRC, 'index.ts'),
          '@diary/common/ui$': path.join(COMMON_SRC, 'ui/index.ts'),
          // apart from the kit: it imports mf_auth, which imports the kit
          '@diary/common/standalone$': path.join(COMMON_SRC, 'ui/StandaloneApp.tsx'),
          // mf-auth uses its own exposed modules directly, not through federation
          ...(name === 'mf_auth'
            ? {
                'mf_auth/session$': path.join(dir, 'src/expose/session.ts'),
                'mf_auth/LoginPage$': path.join(dir, 'src/expose/LoginPage.tsx'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          { test: /\.[jt]sx?$/, exclude: /node_modules/, use: swcLoader },
          { test: /\.(png|svg|jpe?g|gif|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes,
          shared: sharedSingletons(),
          // 'version-first' would fetch every remote at start-up, so one missing remote broke the whole portal
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        ...(isShell
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public/index.html'),
                favicon: path.join(dir, 'public/favicon.svg'),
                hash: true,
              }),
            ]
          : [new HtmlWebpackPlugin({ template: path.join(__dirname, 'standalone.html'), title: folder })]),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy(folder),
        client: { overlay: { warnings: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig };
