// The production shape of compose.yaml on this machine, for the multi-instance test (./run.mjs): a fresh PostgreSQL
// database seeded once, Redis, app instances of the one production build in .build/ and .next/, and Debian's nginx in
// front with deploy/nginx.conf itself (only its upstream addresses and listening port are replaced).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { compiled } from '../../scripts/compile-cli.mjs'
import { NODE_FLAGS, root as repositoryRoot } from '../../scripts/runtime.mjs'
import { spawnNode } from '../../scripts/steps.mjs'

/** Polls `check` until it returns a value other than undefined/false, at most `timeoutMs`; never a fixed sleep. */
export async function until(what, check, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = null
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

/**
 * One HTTP request; the answer's body as text. `from` is the local address the connection comes from (any of
 * 127.0.0.0/8), so requests through the balancer reach the apps as different visitors.
 */
export function request(port, target, { method = 'GET', host, headers = {}, body, from, timeoutMs = 120_000 } = {}) {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(host ? { host } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json = null
          try {
            json = JSON.parse(text)
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${target} took over ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(payload)
  })
}

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
function readEnvFile(file) {
  const env = {}
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim())
    if (match) env[match[1]] = match[2]
  }
  return env
}

/** The names compose.yaml sets in its app instances' `environment` (the block under `x-app`). */
function composeEnvironmentNames(root) {
  const text = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8')
  const block = /^x-app:[\s\S]*?\n {2}environment:[^\n]*\n((?: {4}[^\n]*\n)+)/m.exec(text)
  if (!block) throw new Error('compose.yaml: no environment block under x-app (the multi-instance test reads it)')
  return block[1].split('\n').flatMap((line) => /^ {4}([A-Z0-9_]+):/.exec(line)?.[1] ?? [])
}

/**
 * deploy/nginx.conf with the upstream servers replaced by `upstreams` and `listen 80` by the local port. Fails when the
 * file no longer has the parts replaced, so the test and the deployed configuration cannot drift apart unnoticed.
 */
export function balancerConfig(upstreams, port, root = repositoryRoot) {
  const source = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const upstream = /(upstream app \{\n)((?:\s*server [^;]+;\n)+)/.exec(source)
  if (!upstream) throw new Error('deploy/nginx.conf: no `upstream app { server …; }` block to point at the instances')
  const options = /server \S+ ([^;]*);/.exec(upstream[2])?.[1] ?? ''
  const servers = upstreams.map((address) => `    server ${address} ${options};\n`).join('')
  const config = source.replace(upstream[0], `${upstream[1]}${servers}`)
  if (!/\n\s*listen 80;\n/.test(config)) throw new Error('deploy/nginx.conf: no `listen 80;` to replace')
  return config.replace(/\n(\s*)listen 80;\n/, `\n$1listen 127.0.0.1:${port};\n`)
}

/**
 * Starts everything. `ports`: { instances: number[], balancer, receiver }; `crmUrl`: where the CRM webhook posts.
 * `root`: the checkout whose build, seed and deploy/ files run (default this one). `reuseDatabase`: start on the
 * database and run directory an earlier cluster left (no new database, no seed). `env`: values the instances get over
 * deploy/app.env's. Whatever it started is stopped again when starting fails, and when this process exits.
 * @returns the cluster: its instances (`start()`, `signal(name)`, `pid`), the admin's login, a pg pool, `measure()`,
 *   the balancer's log lines and `stop()`.
 */
export async function startCluster({
  ports,
  server,
  database,
  template,
  redisUrl,
  cars,
  crmUrl,
  runDir,
  log,
  root = repositoryRoot,
  reuseDatabase = false,
  env = {},
}) {
  const databaseUrl = `${server.replace(/\/+$/, '')}/${database}`
  if (!reuseDatabase) {
    fs.rmSync(runDir, { recursive: true, force: true })
    fs.mkdirSync(runDir, { recursive: true })
    const admin = new pg.Client({ connectionString: `${server.replace(/\/+$/, '')}/postgres` })
    await admin.connect()
    await admin.query(`drop database if exists "${database}" with (force)`)
    await admin.query(`create database "${database}"${template ? ` template "${template}"` : ''}`)
    await admin.end()
  }

  const { Redis } = await import('ioredis')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  await redis.connect()
  // Rate limits and caches of an earlier run would be counted in this one.
  await redis.flushdb()
  await redis.quit()

  const credentials = { email: 'multi-admin@dealer-group.example', password: 'multi-instance-test-password-1' }
  const shared = readEnvFile(path.join(root, 'deploy/app.env'))
  /** What compose.yaml sets per deployment, here pointed at this machine. SMTP_URL: no mail catcher here (.eml files). */
  const local = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PAYLOAD_SECRET: 'multi-instance-test-payload-secret-0123456789',
    TIREHOTEL_SECRET: 'multi-instance-test-tirehotel-secret-0123456789',
    SMTP_URL: undefined,
  }
  const unmapped = composeEnvironmentNames(root).filter((name) => !(name in local))
  if (unmapped.length)
    throw new Error(`compose.yaml sets ${unmapped.join(', ')}: give it a local value in ${import.meta.filename}`)
  const base = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|REDIS_URL|PORT)$/.test(key))),
    ...shared,
    ...local,
    DATA_DIR: path.join(runDir, 'data'),
    // Visitors reach the instances on the balancer's port (8080 in compose.yaml).
    PUBLIC_PORTS: String(ports.balancer),
    CRM_WEBHOOK_URL: crmUrl,
    // The lease is what the SIGKILL scenario waits for; shorter than production's minute to keep CI short.
    OUTBOX_LEASE_MS: '10000',
    ADMIN_EMAIL: credentials.email,
    ADMIN_PASSWORD: credentials.password,
    LOG_FORMAT: 'json',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  }
  for (const key of Object.keys(base)) if (base[key] === undefined) delete base[key]

  if (!template && !reuseDatabase) {
    log(`seeding ${database} (${cars} cars)…`)
    const seeded = spawnSync(process.execPath, ['scripts/seed.mjs', '--cars', String(cars)], {
      cwd: root,
      env: { ...base, START_IDLE_TIMEOUT_MS: '0' },
      stdio: [
        'ignore',
        fs.openSync(path.join(runDir, 'seed.log'), 'a'),
        fs.openSync(path.join(runDir, 'seed.log'), 'a'),
      ],
    })
    if (seeded.status !== 0) throw new Error(`the seed failed (${runDir}/seed.log)`)
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  const instances = ports.instances.map((port, i) => instance(String.fromCharCode(65 + i), port))

  function instance(name, port) {
    const self = {
      name,
      port,
      child: null,
      get pid() {
        return self.child?.pid ?? null
      },
      async start() {
        const out = fs.openSync(path.join(runDir, `instance-${name}.log`), 'a')
        self.child = spawnNode([...NODE_FLAGS, compiled('server')], {
          cwd: root,
          env: { ...base, PORT: String(port) },
          stdio: ['ignore', out, out],
        })
        const child = self.child
        child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)))
        await until(
          `instance ${name} on port ${port} to be ready`,
          async () => {
            if (child.exitCode !== null || child.signalCode !== null)
              throw new Error(`instance ${name} ended (${runDir}/instance-${name}.log)`)
            const health = await request(port, '/healthz/ready', {
              headers: { authorization: `Bearer ${base.HEALTH_TOKEN}` },
              timeoutMs: 10_000,
            })
            return health.status === 200
          },
          { timeoutMs: 300_000, intervalMs: 500 },
        )
      },
      /** Sends `signal` and resolves with how the process ended. */
      async signal(signal) {
        const child = self.child
        child.kill(signal)
        return child.exited
      },
    }
    return self
  }

  const balancerLog = path.join(runDir, 'nginx.log')
  let nginx = null
  let nginxExited = Promise.resolve()
  // The instances end with this process (spawnNode); nginx is no Node child and would keep the port.
  const stopNginxOnExit = () => nginx?.kill('SIGTERM')
  process.on('exit', stopNginxOnExit)
  let stopped = null
  const stop = () =>
    (stopped ??= (async () => {
      process.off('exit', stopNginxOnExit)
      if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill('SIGQUIT')
        await nginxExited
      }
      await Promise.all(
        instances
          .filter((i) => i.child && i.child.exitCode === null && i.child.signalCode === null)
          .map((i) => i.signal('SIGTERM')),
      )
      await pool.end()
    })())

  try {
    log(`starting instances ${instances.map((i) => `${i.name} :${i.port}`).join(', ')}…`)
    await Promise.all(instances.map((i) => i.start()))

    const confFile = path.join(runDir, 'nginx.conf')
    fs.writeFileSync(
      confFile,
      balancerConfig(
        instances.map((i) => `127.0.0.1:${i.port}`),
        ports.balancer,
        root,
      ),
    )
    const nginxOut = fs.openSync(balancerLog, 'a')
    nginx = spawn(
      process.env.NGINX || '/usr/sbin/nginx',
      ['-p', runDir, '-c', confFile, '-e', '/dev/stderr', '-g', `daemon off; pid ${path.join(runDir, 'nginx.pid')};`],
      { stdio: ['ignore', nginxOut, nginxOut] },
    )
    const started = nginx
    nginxExited = new Promise((resolve) => started.on('exit', resolve))
    await until('nginx to answer', async () => {
      if (started.exitCode !== null) throw new Error(`nginx ended (${balancerLog})`)
      return (await request(ports.balancer, '/healthz/live', { timeoutMs: 5000 })).status === 200
    })
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }

  return {
    instances,
    credentials,
    healthToken: base.HEALTH_TOKEN,
    pool,
    /** What the running shape uses: each live instance's resident memory, database connections, Redis' keys and memory. */
    async measure() {
      const rss = instances
        .filter((i) => i.child && i.child.exitCode === null && i.child.signalCode === null)
        .map((i) => {
          const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${i.pid}/status`, 'utf8'))?.[1] ?? 0)
          return `${i.name} ${Math.round(kb / 1024)} MiB`
        })
      const [{ connections }] = (
        await pool.query(
          `select count(*)::int as connections from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).rows
      const { Redis } = await import('ioredis')
      const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
      await client.connect()
      const keys = await client.dbsize()
      const memory = /used_memory_human:(\S+)/.exec(await client.info('memory'))?.[1]
      await client.quit()
      return `RSS ${rss.join(', ')}; ${connections} PostgreSQL connections (the test's own pool of 4 included); Redis ${keys} keys, ${memory} used by the server`
    },
    /** The balancer's access log lines (each names the upstream address or addresses it tried). */
    balancerLines: () =>
      fs
        .readFileSync(balancerLog, 'utf8')
        .split('\n')
        .filter((l) => l.includes('upstream=')),
    stop,
  }
}
