import { useState } from 'react';

/** The baseline page's one island: a button that counts its clicks. */
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
