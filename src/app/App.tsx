import { UpdatePrompt } from './UpdatePrompt';

/**
 * The app skeleton: brand header and a main area. The full shell (sign-in, sections, menus,
 * themes) replaces the main area in a later issue; the update prompt stays mounted here.
 */
export function App() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <header className="bg-brand text-white shadow">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
          <img src="/logo.svg" alt="" width={36} height={36} className="rounded-md" />
          <span className="text-xl font-semibold tracking-tight">Cardfolio</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-semibold">Cardfolio is ready</h1>
        <p className="mt-2 text-slate-600">
          The app is installed on this device and opens even without a network connection.
        </p>
      </main>
      <UpdatePrompt />
    </div>
  );
}
