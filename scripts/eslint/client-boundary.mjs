// ESLint rule `boundaries/client-imports`: a client component ('use client') must not import server
// modules. Best effort without resolving the import graph: it knows the server entry points by name
// (server-only itself, the Payload client and config, and every domain's queries module), which is
// where the server-only reads live by convention (docs/architecture.md, Dependency rules).
// Type-only imports are erased before bundling, so they are allowed.
const SERVER_MODULES = [/^server-only$/, /^@payload-config$/, /^@\/cms\/payload(\.ts)?$/, /(^|\/)queries(\.tsx?)?$/]

function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false
    if (statement.directive === 'use client') return true
  }
  return false
}

/** @type {import('eslint').Rule.RuleModule} */
export const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "Client components ('use client') do not import server-only modules" },
    schema: [],
    messages: {
      serverModule: "'{{source}}' is server-only; a client component gets its data as props from a server component.",
    },
  },
  create(context) {
    let client = false
    const check = (node, source, typeOnly) => {
      if (!client || typeOnly || typeof source !== 'string') return
      if (SERVER_MODULES.some((pattern) => pattern.test(source)))
        context.report({ node, messageId: 'serverModule', data: { source } })
    }
    return {
      Program(program) {
        client = isClientModule(program)
      },
      ImportDeclaration(node) {
        check(
          node,
          node.source.value,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        )
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type')
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type')
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false)
      },
    }
  },
}

const plugin = { rules: { 'client-imports': clientImports } }
export default plugin
