import { LANGUAGES, type Language } from '@hairsalon/shared';
import { Button, Group } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTRPCClient } from '../api/trpc';
import { useSignedInUser } from '../auth/use-session';
import { useI18n } from './use-i18n';

export interface LanguageSwitchProps {
  /** One button that switches to the other language (a collapsed sidebar has room for no more). */
  compact?: boolean;
  /** Told after a switch: a signed-in user's choice is also saved on their profile. */
  onSwitched?: (language: Language) => void;
}

/** EN / VI (issue 13): in the customer header, its phone drawer and every sidebar. */
export function LanguageSwitch({ compact = false, onSwitched }: LanguageSwitchProps) {
  const { language, setLanguage, ui } = useI18n();
  const router = useRouter();
  const client = useTRPCClient();
  const user = useSignedInUser();
  const choose = (next: Language) => {
    if (next === language) return;
    // Page titles are made by the routes' head(): run them again once the app is in the new language.
    void setLanguage(next).then(() => router.invalidate());
    // A signed-in user's choice is kept on their profile too: their emails go out in it. The switch has already
    // happened on this browser, so a failed save only costs the emails' language until the next switch.
    if (user) client.user.setLanguage.mutate({ language: next }).catch(() => {});
    onSwitched?.(next);
  };
  if (compact) {
    const other = LANGUAGES.find((option) => option !== language) ?? language;
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        // The visible code first (axe: the accessible name must contain the visible text), then what it does.
        aria-label={`${other.toUpperCase()}: ${ui.common.switchTo[other]}`}
        title={ui.common.switchTo[other]}
        onClick={() => choose(other)}
      >
        {other.toUpperCase()}
      </Button>
    );
  }
  return (
    <Group gap={2} wrap="nowrap" role="group" aria-label={ui.common.language} data-testid="language-switch">
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === language ? 'filled' : 'subtle'}
          aria-pressed={option === language}
          title={ui.common.switchTo[option]}
          lang={option}
          onClick={() => choose(option)}
        >
          {option.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
