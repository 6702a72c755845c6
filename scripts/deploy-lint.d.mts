export function imageRuleProblems(content: string): string[]
