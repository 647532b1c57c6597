import { dismissEviction } from '../../db/eviction/deviceDataMarker';
import { useDeviceDataEvicted } from '../../db/hooks/useDeviceDataEvicted';
import { DEVICE_DATABASE_TEXTS as TEXTS } from '../../domain/texts';
import { describeChange } from '../../features/sync/describeChange';

/**
 * The browser cleared this device's database while the user stayed signed in (issue 30): say so, and
 * name every change that had not reached the server, since those are gone. Shown until dismissed.
 */
export function EvictedDataNotice({ userId }: { userId: string }) {
  const evicted = useDeviceDataEvicted(userId);
  if (!evicted) return null;
  const unnamed = evicted.lostCount - evicted.lost.length;
  return (
    <section
      role="alert"
      aria-labelledby="evicted-data-title"
      className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-lg bg-slate-900 p-4 text-white shadow-lg"
    >
      <h2 id="evicted-data-title" className="font-semibold">
        {TEXTS.evictedTitle}
      </h2>
      <p className="mt-1">{TEXTS.evictedRefetch}</p>
      {evicted.lostCount === 0 ? (
        <p className="mt-1">{TEXTS.evictedNothingLost}</p>
      ) : (
        <>
          <p className="mt-1">{TEXTS.evictedLost(evicted.lostCount)}</p>
          <ul className="mt-1 list-disc pl-5">
            {evicted.lost.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
              <li key={index}>{describeChange(change)}</li>
            ))}
            {unnamed > 0 && <li>{TEXTS.evictedMore(unnamed)}</li>}
          </ul>
        </>
      )}
      <button
        type="button"
        className="mt-3 rounded bg-primary px-3 py-1.5 font-medium text-on-primary hover:bg-primary-hover"
        onClick={() => dismissEviction(localStorage, userId)}
      >
        {TEXTS.evictedDismiss}
      </button>
    </section>
  );
}
