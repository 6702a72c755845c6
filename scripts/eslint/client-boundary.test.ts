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
    "import 'server-only'\nimport { loadNavigation } from '@/navigation/queries'",
    "'use strict'\nimport { payloadClient } from '@/cms/payload'",
    // A client component may import types from a server module, and ordinary modules.
    "'use client'\nimport type { FinanceCalculatorCar } from '@/cars/queries'",
    "'use client'\nimport { type ServedRule } from '@/redirects/queries'",
    "'use client'\nimport { formatPrice } from '@/markets/format'\nimport { useState } from 'react'",
    // The directive counts only in the prologue.
    "import { x } from './y'\n'use client'\nimport { payloadClient } from '@/cms/payload'",
  ],
  invalid: [
    { code: "'use client'\nimport 'server-only'", errors: [error('server-only')] },
    { code: "'use client'\nimport { financeCalculatorCar } from '@/cars/queries'", errors: [error('@/cars/queries')] },
    { code: "'use client'\nimport { loadFooter } from '../footer/queries'", errors: [error('../footer/queries')] },
    { code: '"use client"\nimport { payloadClient } from \'@/cms/payload\'', errors: [error('@/cms/payload')] },
    { code: "'use client'\nimport config from '@payload-config'", errors: [error('@payload-config')] },
    { code: "'use client'\nexport { searchCars } from '@/search/queries'", errors: [error('@/search/queries')] },
    { code: "'use client'\nconst load = () => import('@/navigation/queries')", errors: [error('@/navigation/queries')] },
  ],
})
