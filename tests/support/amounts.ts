// Donation amounts as the tests and the benchmark send them (no test runner here: the benchmark imports it too).

/** grosze -> the Polish zł text the donation form sends ('1234,05'). */
export const zlText = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

/** The i-th of a run of varied amounts from 2 zł to 501,99 zł, the same every run. */
export const variedAmount = (i: number) => 200 + ((i * 7_919) % 50_000);
