import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useScanner } from './use-scanner';

function TillScreen({ onScan }: { onScan: (code: string) => void }) {
  const own = useRef<HTMLInputElement>(null);
  useScanner({ enabled: true, own, onScan });
  return (
    <>
      <input aria-label="Search or scan" ref={own} />
      <input aria-label="Note" />
      <button type="button">Remove line</button>
    </>
  );
}

/**
 * Keys `text` then Enter into `target`, `gapMs` apart, as a scanner or a person would; whether
 * the Enter was left to do what it does (press the button, submit the form).
 */
function typeInto(target: HTMLElement, text: string, gapMs: number) {
  for (const key of text) {
    jest.advanceTimersByTime(gapMs);
    fireEvent.keyDown(target, { key });
  }
  jest.advanceTimersByTime(gapMs);
  return { enterLeft: fireEvent.keyDown(target, { key: 'Enter' }) };
}

describe('scanning anywhere on the till', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setUp() {
    const onScan = jest.fn();
    render(<TillScreen onScan={onScan} />);
    return { onScan };
  }

  it('takes a scanner’s fast keys and Enter as a scan while the focus is on a button', () => {
    const { onScan } = setUp();
    const { enterLeft } = typeInto(
      screen.getByRole('button', { name: 'Remove line' }),
      '4006381333931',
      5,
    );
    expect(onScan).toHaveBeenCalledWith('4006381333931');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(enterLeft).toBe(false);
  });

  it('takes a scan in another field, and a SKU with letters and dashes', () => {
    const { onScan } = setUp();
    typeInto(screen.getByRole('textbox', { name: 'Note' }), 'ZEN-NVY-M', 10);
    expect(onScan).toHaveBeenCalledWith('ZEN-NVY-M');
  });

  it('leaves a person’s typing and Enter alone', () => {
    const { onScan } = setUp();
    const { enterLeft } = typeInto(
      screen.getByRole('textbox', { name: 'Note' }),
      'gift for Sam',
      120,
    );
    expect(onScan).not.toHaveBeenCalled();
    expect(enterLeft).toBe(true);
  });

  it('does not take a short fast burst, nor a burst ended long after the last key', () => {
    const { onScan } = setUp();
    const note = screen.getByRole('textbox', { name: 'Note' });
    typeInto(note, 'SC-8', 5);
    for (const key of [...'4006381333931']) {
      jest.advanceTimersByTime(5);
      fireEvent.keyDown(note, { key });
    }
    jest.advanceTimersByTime(500);
    fireEvent.keyDown(note, { key: 'Enter' });
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves keys in the search field to the search, which scans on its own Enter', () => {
    const { onScan } = setUp();
    typeInto(screen.getByRole('textbox', { name: 'Search or scan' }), '4006381333931', 5);
    expect(onScan).not.toHaveBeenCalled();
  });
});
