'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { isLocale, DEFAULT_LOCALE } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { errorStrings, type ErrorMessages } from './error-strings'

const ErrorStringsContext = createContext<ErrorMessages | null>(null)

/** The site layout hands the error page its strings (site overrides included) ahead of any failure. */
export function ErrorStringsProvider({ messages, children }: { messages: ErrorMessages; children: ReactNode }) {
  return <ErrorStringsContext.Provider value={messages}>{children}</ErrorStringsContext.Provider>
}

/**
 * The error page's strings without a server call: from the layout's provider, else the code
 * defaults of the document's language (html lang is the site locale).
 */
export function useErrorStrings(): ErrorMessages {
  const provided = useContext(ErrorStringsContext)
  if (provided) return provided
  const lang = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang
  return defaultMessages(errorStrings, isLocale(lang) ? lang : DEFAULT_LOCALE)
}
