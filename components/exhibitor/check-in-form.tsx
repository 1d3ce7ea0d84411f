import { useState } from 'react';
import type { CheckInPreviewAnswer } from '@/lib/registrations/views';
import { TicketHolderCard } from './ticket-holder-card';
import { TicketLookupForm } from './ticket-lookup-form';

/**
 * The booth's check-in, in two steps as door apps do: the code, typed or
 * scanned, is looked up (TicketLookupForm); the holder's name then shows with
 * 确认签到 right under it (TicketHolderCard), and only that press checks the
 * ticket in. 换一个 goes back to an empty code field.
 */
export function CheckInForm({ initialCode }: { initialCode: string }) {
  const [found, setFound] = useState<CheckInPreviewAnswer | null>(null);
  // After the first ticket the field starts empty, with the cursor in it, for the next.
  const [again, setAgain] = useState(false);
  if (found) {
    return (
      <TicketHolderCard
        key={found.visitor.code}
        found={found}
        onBack={() => {
          setFound(null);
          setAgain(true);
        }}
      />
    );
  }
  return <TicketLookupForm initialCode={again ? '' : initialCode} focusCode={again} onFound={setFound} />;
}
