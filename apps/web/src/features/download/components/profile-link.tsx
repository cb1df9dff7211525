import { useState, type ReactNode } from 'react';
import { SafariAlert } from './safari-alert';

interface ProfileLinkProps {
  url: string;
  /** Only Safari can install a configuration profile: elsewhere the link explains instead. */
  needsSafari: boolean;
  className: string;
  children: ReactNode;
}

/** The configuration-profile download: a plain link in Safari, the "use Safari" notice elsewhere. */
export function ProfileLink({ url, needsSafari, className, children }: ProfileLinkProps) {
  const [alert, setAlert] = useState(false);
  return (
    <>
      <a
        href={url}
        className={className}
        onClick={(event) => {
          if (!needsSafari) return;
          event.preventDefault();
          setAlert(true);
        }}
      >
        {children}
      </a>
      <SafariAlert open={alert} onClose={() => setAlert(false)} />
    </>
  );
}
