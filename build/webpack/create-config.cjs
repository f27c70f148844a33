/**
 * The one webpack config factory for the shell and every remote: what differs between them
 * (federation name, dev port, exposed modules) comes from the remotes registry, by folder.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BannerPlugin, Compilation, NormalModuleReplacementPlugin } = require('webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { PublicFilesPlugin } = require('./public-files-plugin.cjs');
const { libraryChunks } = require('./library-chunks.cjs');
const { STAND_INS } = require('./stand-ins.cjs');
const { sharedSingletons, SHARED_LISTS } = require('./shared.cjs');
const { REMOTES, SHELL, API_DEV_PORT, remoteNamed } = require('./remotes.cjs');

const COMMON_SRC = path.resolve(__dirname, '../../common/src');
const WEB_KIT_SRC = path.resolve(__dirname, '../../web-kit/src');
const SHELL_NAME = 'shell';
/** The remote every other app imports the session from (mf_auth/session), resolved at run time. */
const SESSION_REMOTE = remoteNamed('mf_auth');

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

const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs'];
/** Our packages from their sources: the base whole or by file ('@diary/common/format/money'), the web kit whole. */
const OWN_PACKAGE_ALIASES = {
  '@diary/common': COMMON_SRC,
  '@diary/web-kit$': path.join(WEB_KIT_SRC, 'ui/index.ts'),
};
/**
 * The federation runtime in one format. The plugin that hands the shell's runtime to the remotes
 * requires its CommonJS build, the rest imports the ES modules: main.js carried runtime-core and the
 * SDK twice (about 20 KB on the wire), each with its own state. Every import goes to the ES modules.
 */
const FEDERATION_RUNTIME_FILES = {
  '@module-federation/runtime-core': 'index.js',
  '@module-federation/runtime': 'index.js',
  '@module-federation/sdk': 'index.js',
  '@module-federation/error-codes': 'index.mjs',
};
const FEDERATION_RUNTIME_ALIASES = Object.fromEntries(
  Object.entries(FEDERATION_RUNTIME_FILES).map(([name, file]) => [`${name}$`, path.join(path.dirname(require.resolve(name)), file)]),
);
/** A library's modules replaced by ours, wherever the library imports them from (matched on the resolved path). */
const standIns = () => STAND_INS.map(({ replaces, file }) => new NormalModuleReplacementPlugin(replaces, file));
const MINIFIED = { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] };

/**
 * V8 compiles a function the first time it is called, on the main thread: most of what the shell's
 * entry and the React and MUI libraries run as a page starts is each function's first call. Their
 * first line asks Chrome (136 and later; others read a comment) to compile the whole file as it
 * streams in, off the main thread (measured in docs/performance.md). Added after minifying, which
 * would drop the comment, and before the source maps, which count it.
 */
const compileHints = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /^(main\.js|lib-react\.|lib-mui\.)/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/** Dev servers proxy /api and the other remotes, so URLs are the same as in production. */
function devProxy(selfFolder) {
  return [
    { context: ['/api'], target: `http://localhost:${API_DEV_PORT}` },
    ...REMOTES.filter((r) => r.folder !== selfFolder).map((r) => ({
      context: [r.path],
      target: `http://localhost:${r.devPort}`,
      pathRewrite: { [`^${r.path}`]: '' },
    })),
    { context: ['/remotes.json'], target: `http://localhost:${API_DEV_PORT}` },
  ];
}

/** How an app's files are cut: the shell by library; the rest as webpack does it, but for the session. */
function optimizationOf(name, isShell) {
  if (isShell) return { ...MINIFIED, splitChunks: libraryChunks() };
  // The session's exposed module whole in one file: every page's first request to mf_auth. Its
  // standalone page and the login page, which share its code, carry their own copies.
  if (name === SESSION_REMOTE.name) return { ...MINIFIED, splitChunks: { cacheGroups: { default: false } } };
  return MINIFIED;
}

/** The shell's or a remote's entry in the registry, by the app's folder. */
function appOf(folder) {
  if (folder === SHELL.folder) return { name: SHELL_NAME, devPort: SHELL.devPort, exposes: {}, isShell: true };
  const remote = REMOTES.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} is not in the remotes registry (common/src/constants/remotes.registry.json)`);
  return { ...remote, isShell: false };
}

/**
 * @param {object} options
 * @param {string} options.dir  the app's folder (absolute); the registry says the rest
 */
function createConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const folder = path.basename(dir);
    const { name, devPort, exposes, isShell } = appOf(folder);
    const remotes =
      name === SESSION_REMOTE.name ? {} : { [SESSION_REMOTE.name]: `${SESSION_REMOTE.name}@${SESSION_REMOTE.path}/mf-manifest.json` };
    // a remote uses its own exposed modules directly, not through federation
    const ownModules = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [`${name}/${key.slice(2)}$`, path.join(dir, file)]));
    return {
      name,
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
        extensions: EXTENSIONS,
        alias: {
          ...OWN_PACKAGE_ALIASES,
          ...SHARED_LISTS,
          // the first part of MUI's list, which the shell's start runs apart (the file says why)
          '@diary/mui-first$': path.join(__dirname, 'mui-material-first.mjs'),
          ...FEDERATION_RUNTIME_ALIASES,
          // apart from the kit: a remote on its own for development, with mf_auth's login page
          '@diary/web-kit/standalone$': path.join(WEB_KIT_SRC, 'ui/StandaloneApp.tsx'),
          ...ownModules,
        },
      },
      module: {
        rules: [
          { test: /\.[jt]sx?$/, exclude: /node_modules/, use: swcLoader },
          { test: /\.(png|svg|jpe?g|gif|ico)$/, type: 'asset/resource' },
        ],
      },
      optimization: optimizationOf(name, isShell),
      performance: { hints: false },
      plugins: [
        ...standIns(),
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
          // one copy of the federation runtime per page: the shell provides it, the remotes use it
          experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        ...(isShell
          ? [
              // the page names start.js alone (createStartConfig), which loads main.js when the portal is needed
              new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: false }),
              new PublicFilesPlugin(path.join(dir, 'public')),
            ]
          : [new HtmlWebpackPlugin({ template: path.join(__dirname, 'standalone.html'), title: folder })]),
        ...(production && isShell ? [compileHints()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: devPort,
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

/**
 * The shell's start.js (shell/src/start): the page's only script, built apart from the portal so that
 * it shares nothing with it and a first visit to the login page loads a few kilobytes. It builds after
 * the shell's own build, which empties dist.
 * @param {object} options
 * @param {string} options.dir  the shell's folder (absolute)
 */
function createStartConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'start',
      dependencies: [SHELL_NAME],
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/start/index.ts'),
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: { path: path.join(dir, 'dist'), publicPath: '/', filename: 'start.js', clean: false },
      resolve: { extensions: EXTENSIONS, alias: OWN_PACKAGE_ALIASES },
      module: { rules: [{ test: /\.[jt]sx?$/, exclude: /node_modules/, use: swcLoader }] },
      optimization: MINIFIED,
      performance: { hints: false },
      plugins: production ? [new PrecompressPlugin()] : [],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, createStartConfig };
