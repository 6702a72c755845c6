import { RuleTester } from 'eslint'
import tsParser from '@typescript-eslint/parser'
import { describe, it } from 'vitest'
import { clientImports } from './client-boundary.mjs'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' } })
const error = (source: string) => ({ messageId: 'serverModule', data: { source } })

tester.run('boundaries/client-imports', clientImports, {
  valid: [
    // Server modules may import anything.
    "import 'server-only'\nimport { loadNavigation } from '@/features/shell/navigation/queries'",
    "'use strict'\nimport { payloadClient } from '@/cms/payload'",
    // A client component may import types from a server module, and ordinary modules.
    "'use client'\nimport type { FinanceCalculatorCar } from '@/features/cars/queries'",
    "'use client'\nimport { type ServedRule } from '@/routing/redirects/queries'",
    "'use client'\nimport { formatPrice } from '@/sites/format'\nimport { useState } from 'react'",
    // The directive counts only in the prologue.
    "import { x } from './y'\n'use client'\nimport { payloadClient } from '@/cms/payload'",
  ],
  invalid: [
    { code: "'use client'\nimport 'server-only'", errors: [error('server-only')] },
    {
      code: "'use client'\nimport { financeCalculatorCar } from '@/features/cars/queries'",
      errors: [error('@/features/cars/queries')],
    },
    { code: "'use client'\nimport { loadFooter } from '../footer/queries'", errors: [error('../footer/queries')] },
    { code: '"use client"\nimport { payloadClient } from \'@/cms/payload\'', errors: [error('@/cms/payload')] },
    { code: "'use client'\nimport config from '@payload-config'", errors: [error('@payload-config')] },
    {
      code: "'use client'\nexport { searchCars } from '@/features/search/queries'",
      errors: [error('@/features/search/queries')],
    },
    {
      code: "'use client'\nconst load = () => import('@/features/shell/navigation/queries')",
      errors: [error('@/features/shell/navigation/queries')],
    },
  ],
})
