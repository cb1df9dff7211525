import type { ComponentType } from 'react';

export interface InstallStep {
  text: string;
  Icon: ComponentType<{ size?: number; className?: string }>;
}

/** Numbered steps with an icon each, as the install and add-to-home guides show them. */
export function InstallSteps({ steps }: { steps: readonly InstallStep[] }) {
  return (
    <ol className="mt-3 space-y-2">
      {steps.map(({ text, Icon }, i) => (
        <li key={i} className="flex items-center gap-3 rounded-2xl bg-white/5 p-3 text-sm">
          {/* The list itself numbers the steps for screen readers. */}
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-violet text-xs font-bold text-white"
          >
            {i + 1}
          </span>
          <span className="flex-1">{text}</span>
          <Icon size={20} className="shrink-0 text-gold-400" />
        </li>
      ))}
    </ol>
  );
}
