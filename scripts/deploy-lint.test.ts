import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { imageRuleProblems } from './deploy-lint.mjs'

const GOOD = `ARG NODE_VERSION=22
FROM node:\${NODE_VERSION}-bookworm-slim AS deps
RUN npm ci
FROM deps AS build
RUN npm run build
FROM node:\${NODE_VERSION}-bookworm-slim AS prod-deps
RUN npm ci --omit=dev
FROM node:\${NODE_VERSION}-bookworm-slim
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
USER node
HEALTHCHECK CMD ["node", "-e", "1"]
CMD ["node", "server.mjs"]
`

describe('the image rules', () => {
  it("hold for the project's Dockerfile and for a minimal good one", () => {
    expect(imageRuleProblems(fs.readFileSync('Dockerfile', 'utf8'))).toEqual([])
    expect(imageRuleProblems(GOOD)).toEqual([])
  })

  it('find a root user, a missing health check and a single stage', () => {
    expect(imageRuleProblems(GOOD.replace('USER node', 'USER root'))).toEqual([
      'the last stage must run as an unprivileged USER',
    ])
    expect(imageRuleProblems(GOOD.replace('USER node\n', ''))).toEqual([
      'the last stage must run as an unprivileged USER',
    ])
    expect(imageRuleProblems(GOOD.replace(/HEALTHCHECK .*\n/, 'HEALTHCHECK NONE\n'))).toEqual([
      'the last stage has no HEALTHCHECK',
    ])
    expect(imageRuleProblems('FROM node:22-slim\nUSER node\nHEALTHCHECK CMD true\n')).toEqual([
      'a single stage: build and runtime must be separate stages',
    ])
  })

  it('find unpinned images, npm install, remote ADD and dev dependencies where the app runs', () => {
    expect(
      imageRuleProblems(GOOD.replace('FROM node:${NODE_VERSION}-bookworm-slim AS deps', 'FROM node AS deps')),
    ).toEqual(['line 2: FROM node needs a pinned tag'])
    expect(imageRuleProblems(GOOD.replace('RUN npm ci\n', 'RUN npm install\n'))).toEqual([
      'line 3: npm install (use npm ci)',
    ])
    expect(imageRuleProblems(GOOD.replace('RUN npm run build', 'ADD https://example.com/x.tgz /x'))).toEqual([
      'line 5: ADD from a URL (use a pinned COPY)',
    ])
    expect(
      imageRuleProblems(GOOD.replace('--from=prod-deps /app/node_modules', '--from=deps /app/node_modules')),
    ).toEqual(['line 9: node_modules from a stage that installs dev dependencies'])
    expect(imageRuleProblems(GOOD.replace('COPY --from=build', 'RUN npm ci\nCOPY --from=build'))).toEqual([
      'the last stage installs dev dependencies',
    ])
  })
})
