export function wantsHelp(args?: string[]): boolean;
export function answerHelp(usage: string, args?: string[]): void;
